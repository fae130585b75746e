import type { Faker } from '@faker-js/faker'
import { TZDate } from '@date-fns/tz'
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { eventRsvps, events, eventSeries } from '../db/schema/events.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/** Factories for events and RSVPs, shared by the demo seed and tests (style.md). */
export type NewEvent = Omit<typeof events.$inferInsert, 'schoolId' | 'id'>
export type NewRsvp = Omit<typeof eventRsvps.$inferInsert, 'schoolId' | 'ticketCode'>

/**
 * An instant from a wall clock in `timeZone`: `days` after the local date of `today`, at
 * `hour`:`minute` there (a weekly 18:00 stays 18:00 across a DST change).
 */
export function wallTime(today: Date, timeZone: string, days: number, hour = 0, minute = 0): Date {
  const local = new TZDate(today, timeZone)
  const at = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + days,
    hour,
    minute,
    timeZone,
  )
  return new Date(at.getTime())
}

/** A short ticket code from the typed alphabet (no 0/O or 1/I/L look-alikes). */
export function ticketCode(faker: Faker): string {
  return faker.string.fromCharacters(TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH)
}

/** Inserts events in batches; returns their internal ids in order. */
export async function insertEvents(
  db: DbOrTx,
  school: School,
  builds: NewEvent[],
  batchSize = 500,
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < builds.length; start += batchSize) {
    const rows = await db
      .insert(events)
      .values(builds.slice(start, start + batchSize).map((e) => ({ ...e, schoolId: school.id })))
      .returning({ id: events.id })
    ids.push(...rows.map((row) => row.id))
  }
  return ids
}

/** A recurring event's rule; its occurrences are events with its id (`seriesId`). */
export async function insertSeries(
  db: DbOrTx,
  school: School,
  rrule: string,
  timeZone: string,
): Promise<number> {
  const [row] = await db
    .insert(eventSeries)
    .values({ schoolId: school.id, rrule, timeZone })
    .returning({ id: eventSeries.id })
  if (!row) throw new Error('series was not stored')
  return row.id
}

/**
 * Inserts RSVPs in batches, each with a ticket code unique within its event. The caller
 * keeps the events' `going_count`/`waitlist_count` in step with them.
 */
export async function insertRsvps(
  db: DbOrTx,
  school: School,
  faker: Faker,
  rows: NewRsvp[],
  batchSize = 1000,
): Promise<void> {
  const taken = new Set<string>()
  const withCodes = rows.map((row) => {
    let code = ticketCode(faker)
    while (taken.has(`${row.eventId}:${code}`)) code = ticketCode(faker)
    taken.add(`${row.eventId}:${code}`)
    return { ...row, schoolId: school.id, ticketCode: code }
  })
  for (let start = 0; start < withCodes.length; start += batchSize) {
    await db.insert(eventRsvps).values(withCodes.slice(start, start + batchSize))
  }
}
