import type { CalendarItem, CalendarSource } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** The instants a calendar answer covers: `from` inclusive, `to` exclusive. */
export interface CalendarWindow {
  from: Date
  to: Date
}

/**
 * An extension point of the calendar answer (issue 17, decision 051): the events feature
 * owns `GET /api/v1/calendar` and knows no other feature, so a feature that has dated
 * items of a signed-in student (the schedule's classes) contributes a part to
 * `calendarPartPoint` under its own `source`, and the calendar asks the parts whose
 * source was asked for. A visitor is never asked: parts are a student's own items.
 * Answers are kept per student (decision 077): a part's data must bump the calendar
 * versions in its writing transaction, the student's (`calendar_student_versions`) for
 * their own rows, the school's (`calendar_versions`) for rows many students' items show,
 * as migration 0038 does for the schedule's.
 */
export interface CalendarPart {
  source: CalendarSource
  items(
    db: DbOrTx,
    school: School,
    viewerId: number,
    window: CalendarWindow,
  ): Promise<CalendarItem[]>
}

/** Every contributed part, asked as one. */
export class CalendarParts {
  readonly #parts: readonly CalendarPart[]

  constructor(parts: readonly CalendarPart[]) {
    this.#parts = parts
  }

  /** The items of the parts whose source is in `sources`, part by part. */
  async of(
    db: DbOrTx,
    school: School,
    viewerId: number,
    window: CalendarWindow,
    sources: ReadonlySet<CalendarSource>,
  ): Promise<CalendarItem[]> {
    const asked = this.#parts.filter((part) => sources.has(part.source))
    const lists = await Promise.all(asked.map((part) => part.items(db, school, viewerId, window)))
    return lists.flat()
  }
}
