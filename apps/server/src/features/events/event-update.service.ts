import { eq } from 'drizzle-orm'
import type { UpdateEventBody } from '@quad/shared'
import { eventSeries, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { AuditOrigin } from '../../platform/audit/audit.ts'
import { conflict, fieldError } from '../../platform/errors.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { eventFields, type EventFields } from './event-input.ts'
import { auditIfNotCreator, lockTargets, managedEvent } from './event-manage.ts'
import { wallClock } from './event-dates.ts'
import type { EventRow } from './event-presenter.ts'
import type { EventWrites } from './event-write.service.ts'
import { eventTimes, occurrenceTimes, parseWallTime, type EventTimes } from './local-time.ts'
import { fillFreedPlaces } from './waitlist.ts'
import { publishedStatus } from './approval.service.ts'
import { eventRoom } from '../rooms/index.ts'
import { bookingRooms, checkRoomCapacity, chosenRoom, type RoomHold } from './room-booking.ts'

/** The fields a calendar shows: a change to one bumps `sequence` (RFC 5545 SEQUENCE). */
const CALENDAR_FIELDS = ['title', 'location', 'onlineUrl'] as const

/**
 * `PATCH /api/v1/events/{id}` (issue 15 items 1 and 2): only the fields sent change.
 * `scope: one` edits this occurrence and detaches it from its series; `scope: all` edits
 * every occurrence not yet started that was not edited on its own, each keeping its own
 * date and taking the new time of day and length. `status: published` publishes a draft
 * or a member's proposal. Published events whose calendar entry changed emit
 * `event.updated`.
 */
export async function updateEvent(
  writes: EventWrites,
  school: School,
  actor: Actor,
  origin: AuditOrigin & { actorId: number },
  uid: string,
  body: UpdateEventBody,
  now = new Date(),
): Promise<void> {
  const { event } = await managedEvent(writes, school, actor, uid)
  if (body.recurrence !== undefined && body.recurrence !== (await seriesRule(writes.db, event))) {
    throw fieldError(
      'body.recurrence',
      'How an event repeats is set when it is created: to change it, cancel it and create it anew.',
    )
  }
  if (event.status === 'cancelled') {
    throw conflict('This event is cancelled: it can no longer be changed.')
  }
  const fields = eventFields(body)
  const room = await chosenRoom(writes.db, school.id, body.roomId)
  if (body.roomId !== undefined || body.capacity !== undefined) {
    const held = room === undefined ? await heldRoom(writes.db, event) : room
    checkRoomCapacity(body.capacity === undefined ? event.capacity : body.capacity, held)
  }
  const times = newTimes(event, body, now)
  const timeZone = body.timeZone ?? event.timeZone
  // `status: published` publishes, or sends a club event for approval (decision 106).
  const publishAs =
    body.status === 'published' ? await publishedStatus(writes, actor, school, event.clubId) : null
  const holds: RoomHold[] = []
  await bookingRooms(writes.db, holds, timeZone, () =>
    writes.db.transaction(async (tx) => {
      holds.length = 0 // a run again after a deadlock fills it afresh
      const targets = await lockTargets(tx, event, body.scope, { now, skipDetached: true })
      for (const target of targets) {
        const retimed =
          times && (target.id === event.id ? times : sameDayTimes(target, times, timeZone))
        const roomId = room === undefined ? target.roomId : (room?.id ?? null)
        if (roomId !== null) {
          holds.push({ roomId, eventId: target.id, ...(retimed ?? target) })
        }
        const publish =
          publishAs !== null && target.status !== 'published' && target.status !== publishAs
        const seen =
          publish ||
          (retimed !== null && retimed !== undefined && movesTimes(target, retimed)) ||
          changesCalendar(target, fields) ||
          roomId !== target.roomId
        await tx
          .update(events)
          .set({
            ...fields,
            ...retimed,
            ...(body.timeZone !== undefined && { timeZone: body.timeZone }),
            ...(room !== undefined && { roomId: room?.id ?? null }),
            ...(publish && {
              status: publishAs,
              publishedAt: publishAs === 'published' ? now : null,
              reviewNote: null,
            }),
            detached: target.detached || (body.scope === 'one' && target.seriesId !== null),
            sequence: seen ? target.sequence + 1 : target.sequence,
            updatedAt: now,
          })
          .where(eq(events.id, target.id))
        const by = { eventId: target.id, byUserId: actor.userId }
        if (publish && publishAs === 'published') {
          await writes.outbox.emit(tx, school, 'event.published', { ...by, clubId: target.clubId })
        } else if (seen && target.status === 'published') {
          await writes.outbox.emit(tx, school, 'event.updated', by)
        }
        // A raised (or removed) capacity frees places: the waitlist moves up at once, in the
        // order it answered, each promoted student told (issue 30 debt 7).
        if (body.capacity !== undefined) {
          await fillFreedPlaces(tx, writes.outbox, school, target.id, actor.userId)
        }
      }
      await auditIfNotCreator(tx, origin, event, 'event.update', {
        fields: Object.keys(body).filter((key) => key !== 'scope'),
        scope: body.scope,
        occurrences: targets.length,
      })
    }),
  )
}

/** The room the event holds now, for a changed capacity to be checked against. */
async function heldRoom(db: DbOrTx, event: EventRow) {
  return event.roomId === null ? null : eventRoom(db, event.roomId)
}

/** The new times when any was sent, checked against the event's current ones. */
function newTimes(event: EventRow, body: UpdateEventBody, now: Date): EventTimes | null {
  const sent = [body.localStart, body.localEnd, body.timeZone, body.isAllDay]
  if (sent.every((value) => value === undefined)) return null
  const timeZone = body.timeZone ?? event.timeZone
  const isAllDay = body.isAllDay ?? event.allDay
  const current = (at: Date) => wallClock(at, event.timeZone, event.allDay)
  const endAt = event.allDay ? new Date(event.endsAt.getTime() - 60_000) : event.endsAt
  const times = eventTimes(
    {
      localStart: body.localStart ?? current(event.startsAt),
      localEnd: body.localEnd ?? current(endAt),
      timeZone,
      isAllDay,
    },
    // Only a moved start must lie ahead: an event under way may still get a new title.
    { now, refusePast: false },
  )
  if (times.startsAt.getTime() !== event.startsAt.getTime() && times.startsAt < now) {
    throw fieldError('body.localStart', 'must not be in the past')
  }
  return times
}

/** Another occurrence of the series: its own date, the new time of day, length and zone. */
function sameDayTimes(target: EventRow, times: EventTimes, timeZone: string) {
  const day = parseWallTime(wallClock(target.startsAt, target.timeZone, true))
  if (!day) return null
  const start = { ...day, hour: times.start.hour, minute: times.start.minute }
  return occurrenceTimes(start, times, timeZone)
}

const movesTimes = (target: EventRow, next: { startsAt: Date; endsAt: Date; allDay: boolean }) =>
  target.startsAt.getTime() !== next.startsAt.getTime() ||
  target.endsAt.getTime() !== next.endsAt.getTime() ||
  target.allDay !== next.allDay

const changesCalendar = (target: EventRow, fields: EventFields) =>
  CALENDAR_FIELDS.some((key) => fields[key] !== undefined && fields[key] !== target[key])

/** The series' rule as stored, or null for a single event: an unchanged rule is no change. */
async function seriesRule(db: DbOrTx, event: EventRow): Promise<string | null> {
  if (event.seriesId === null) return null
  const [series] = await db
    .select({ rrule: eventSeries.rrule })
    .from(eventSeries)
    .where(eq(eventSeries.id, event.seriesId))
  return series?.rrule ?? null
}
