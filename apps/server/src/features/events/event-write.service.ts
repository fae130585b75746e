import { and, eq, isNull } from 'drizzle-orm'
import type { CreateEventBody, EventStatus } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events as eventsTable, eventSeries } from '../../db/schema/events.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { Actor, Policies } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubRoleOf } from '../clubs/index.ts'
import { publishedStatus } from './approval.service.ts'
import { eventFields } from './event-input.ts'
import { eventTimes, occurrenceTimes } from './local-time.ts'
import { occurrenceStarts } from './recurrence.ts'
import { bookingRooms, checkRoomCapacity, chosenRoom } from './room-booking.ts'

/** What a write needs: the database, the outbox, and who may do what. */
export interface EventWrites {
  db: Db
  outbox: Outbox
  policies: Policies
}

/**
 * `POST /api/v1/events` (issue 15 item 1): a club's officers (and school admins) create
 * its events, staff and school admins the school's; a plain member of the club proposes
 * one, stored `pending` for its officers (spec 3 `newEventFromMember`). A recurring event
 * is one row per occurrence, sharing its series. Answers the first occurrence's uid.
 */
export async function createEvent(
  writes: EventWrites,
  school: School,
  actor: Actor,
  body: CreateEventBody,
  now = new Date(),
): Promise<string> {
  const club = body.clubId ? await openClub(writes.db, school, body.clubId) : null
  const proposal = await isProposal(writes, actor, school, club)
  const times = eventTimes(body, { now, refusePast: true })
  const starts = body.recurrence ? occurrenceStarts(body.recurrence, times.start) : [times.start]
  const fields = eventFields(body)
  const room = (await chosenRoom(writes.db, school.id, body.roomId)) ?? null
  checkRoomCapacity(body.capacity ?? null, room)
  const status: EventStatus = proposal
    ? 'pending'
    : body.publish
      ? await publishedStatus(writes, actor, school, club?.id ?? null)
      : 'draft'
  const occurrences = starts.map((start) => occurrenceTimes(start, times, body.timeZone))
  const holds = room ? occurrences.map((at) => ({ roomId: room.id, ...at })) : []
  return bookingRooms(writes.db, holds, body.timeZone, () =>
    writes.db.transaction(async (tx) => {
      const series = body.recurrence
        ? await insertSeries(tx, school, body.recurrence, body.timeZone)
        : null
      const rows = await tx
        .insert(eventsTable)
        .values(
          occurrences.map((at) => ({
            ...fields,
            ...at,
            roomId: room?.id ?? null,
            title: body.title,
            schoolId: school.id,
            clubId: club?.id ?? null,
            seriesId: series,
            createdBy: actor.userId,
            status,
            timeZone: body.timeZone,
            publishedAt: status === 'published' ? now : null,
          })),
        )
        .returning({ id: eventsTable.id, uid: eventsTable.uid })
      const [first] = rows
      if (!first) throw new Error('no occurrence was stored')
      if (status === 'pending' && club) {
        await writes.outbox.emit(tx, school, 'event.proposed', {
          eventId: first.id,
          clubId: club.id,
          byUserId: actor.userId,
        })
      }
      if (status === 'published') {
        for (const row of rows) {
          await writes.outbox.emit(tx, school, 'event.published', {
            eventId: row.id,
            clubId: club?.id ?? null,
            byUserId: actor.userId,
          })
        }
      }
      return first.uid
    }),
  )
}

/** The club an event is for: active and not hidden by a moderator, else a 404. */
async function openClub(db: DbOrTx, school: School, uid: string) {
  const [club] = await db
    .select({ id: clubs.id, uid: clubs.uid })
    .from(clubs)
    .where(
      and(
        eq(clubs.schoolId, school.id),
        eq(clubs.uid, uid),
        eq(clubs.status, 'active'),
        isNull(clubs.moderationHiddenAt),
      ),
    )
  if (!club) throw notFound('Club')
  return club
}

/**
 * Whether the actor only proposes: false for those who may create it outright (a school
 * event: `event.create`; a club's: `event.manage`, its officers and school admins), true
 * for a plain member of the club, a 403 with the rule's sentence for anyone else.
 */
async function isProposal(
  { db, policies }: EventWrites,
  actor: Actor,
  school: School,
  club: { uid: string } | null,
): Promise<boolean> {
  if (!club) {
    if (await policies.can(actor, 'event.create', { schoolId: school.id })) return false
    throw forbidden(policies.refusal('event.create'))
  }
  if (await policies.can(actor, 'event.manage', { schoolId: school.id, clubUid: club.uid })) {
    return false
  }
  if (await clubRoleOf(db, school, actor.userId, club.uid)) return true
  throw forbidden("Only this club's officers and members can create its events.")
}

async function insertSeries(tx: DbOrTx, school: School, rrule: string, timeZone: string) {
  const [series] = await tx
    .insert(eventSeries)
    .values({ schoolId: school.id, rrule: rrule.replace(/^RRULE:/i, ''), timeZone })
    .returning({ id: eventSeries.id })
  return series?.id ?? null
}
