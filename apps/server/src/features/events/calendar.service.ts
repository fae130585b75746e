import type { CalendarSource, RsvpStatus } from '@quad/shared'
import type { CalendarParts } from './calendar-parts.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { calendarVersion, type SchoolSource, type SchoolSourceCache } from './calendar-cache.ts'
import { withClashes } from './calendar-clashes.ts'
import {
  answerJson,
  byStart,
  entry,
  partEntry,
  withRsvp,
  type Entry,
  type ItemRow,
} from './calendar-entry.ts'
import { params, statements, type CalendarRange } from './calendar-queries.ts'

/** The school source (no RSVP), from the cache while the school's version holds. */
async function schoolSource(
  db: DbOrTx,
  cache: SchoolSourceCache,
  school: School,
  visitor: boolean,
  range: CalendarRange,
): Promise<SchoolSource> {
  const key = `${school.id}|${range.from.getTime()}|${range.to.getTime()}|${visitor ? 'v' : 's'}`
  const version = await calendarVersion(db, school.id)
  const cached = cache.get(key, version)
  if (cached) return cached
  const { ofVisitorSchool, ofStudentSchool } = statements(db)
  const rows = await (visitor ? ofVisitorSchool : ofStudentSchool).execute(params(school, 0, range))
  const entries = rows.map((row) => entry(row, 'school', null)).sort(byStart)
  const source = { entries, body: Buffer.from(answerJson(entries)) }
  cache.set(key, version, source)
  return source
}

const ATTENDING: ReadonlySet<RsvpStatus> = new Set(['going', 'interested', 'waitlisted'])
const NO_SCHOOL: SchoolSource = { entries: [], body: Buffer.from(answerJson([])) }

/**
 * The calendar answer (issue 15, api.md `GET /api/v1/calendar`) as its JSON body: one
 * query per source asked for; an event in several sources appears once, as the first
 * that fits in the order mine, clubs, school; then the other features' parts (classes,
 * each with its clashes); items in start order. A visitor's is the cached school
 * source's body as it is.
 */
export async function calendarAnswer(
  db: DbOrTx,
  cache: SchoolSourceCache,
  parts: CalendarParts,
  school: School,
  viewerId: number | null,
  range: CalendarRange,
  sources: ReadonlySet<CalendarSource>,
): Promise<string | Buffer> {
  const of = statements(db)
  const asked = viewerId === null ? undefined : params(school, viewerId, range)
  const [own, clubbed, schools, extra] = await Promise.all([
    asked ? of.answered.execute(asked) : [],
    sources.has('clubs') && asked ? of.ofMyClubs.execute(asked) : [],
    sources.has('school') ? schoolSource(db, cache, school, viewerId === null, range) : NO_SCHOOL,
    viewerId === null ? [] : parts.of(db, school, viewerId, range, sources),
  ])
  if (viewerId === null) return schools.body
  const rsvpOf = new Map(own.map((row) => [row.id, row.rsvp]))
  const seen = new Set<number>()
  const merged: Entry[] = []
  const add = (next: Entry) => {
    if (seen.has(next.id)) return
    seen.add(next.id)
    merged.push(next)
  }
  if (sources.has('mine')) {
    for (const row of own) if (ATTENDING.has(row.rsvp)) add(entry(row, 'mine', row.rsvp))
  }
  for (const row of clubbed) add(entry(row, 'clubs', rsvpOf.get(row.id) ?? null))
  for (const shared of schools.entries) {
    const rsvp = rsvpOf.get(shared.id)
    add(rsvp ? withRsvp(shared, rsvp) : shared)
  }
  // Clashes count every event the student is going to, whichever sources are shown.
  for (const item of withClashes(extra, own.filter(goingTimed).map(busy))) {
    merged.push(partEntry(item))
  }
  return answerJson(merged.sort(byStart))
}

/** A live, timed event the student is going to: an all-day one holds no hours (051). */
const goingTimed = (row: ItemRow & { rsvp: RsvpStatus }) =>
  row.rsvp === 'going' && row.status === 'published' && !row.allDay

const busy = (row: ItemRow) => ({
  id: row.uid,
  title: row.title,
  start: row.startsAt.getTime(),
  end: row.endsAt.getTime(),
})
