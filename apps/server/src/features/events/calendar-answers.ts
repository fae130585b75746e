import type pg from 'pg'
import type { CalendarSource } from '@quad/shared'
import { versionedCache, type VersionedCache } from '../../platform/cache/versioned-cache.ts'
import type { KeptAnswer } from '../../platform/http/kept-answer.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { CalendarRange } from './calendar-queries.ts'

/**
 * Students' answers kept on one instance, at most (P8, decision 077): a month is some
 * 140 KB and its compressed copies some 20 KB, so about 20 MB.
 */
const ANSWERS_MAX = 128

/**
 * Each student's calendar answer as bytes (issue 33 item 2, decision 077), per range and
 * sources, served while their school's calendar version and their own hold.
 */
export type StudentAnswers = VersionedCache<string, KeptAnswer>

export const studentAnswers = (limit = ANSWERS_MAX): StudentAnswers => versionedCache({ limit })

export const studentAnswerKey = (
  school: School,
  viewerId: number,
  range: CalendarRange,
  sources: ReadonlySet<CalendarSource>,
): string =>
  [
    school.id,
    viewerId,
    range.from.getTime(),
    range.to.getTime(),
    [...sources].toSorted().join(','),
  ].join('|')

/**
 * The versions a student's answer depends on: their school's (migration 0027: events,
 * clubs, the classes' sections) and their own (migration 0038: RSVPs, memberships,
 * enrolments, schedule filters). Read BEFORE the answer's rows, as the school's alone is
 * for the school source. A named statement: prepared once per connection.
 */
export async function studentCalendarVersion(
  pool: pg.Pool,
  schoolId: number,
  viewerId: number,
): Promise<string> {
  const result = await pool.query<{ version: string }>({
    name: 'calendar_student_version',
    text: `select coalesce((select version from calendar_versions where school_id = $1), 0)
      || '.' || coalesce((select version from calendar_student_versions where user_id = $2), 0)
      as version`,
    values: [schoolId, viewerId],
  })
  return result.rows[0]?.version ?? ''
}
