import { and, eq, inArray, ne } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { membersOf, officerGroup, payloadText as text } from '../clubs/index.ts'
import './outbox-messages.ts'

/** What an event notification stores: enough to draw its text and link later. */
interface EventNotice {
  eventId: string
  title: string
  clubId: string
  clubName: string
}

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    event_from_officer: EventNotice
    event_from_member: EventNotice
    event_cancelled: EventNotice & { reason: string }
    event_returned: EventNotice & { note: string }
  }
}

const eventLink = (payload: { eventId?: unknown }) => `/events/${text(payload.eventId)}`

/** The event and its club as a notice names them (the club empty for a school event). */
async function noticeOf(tx: DbOrTx, eventId: number) {
  const [row] = await tx
    .select({ uid: events.uid, title: events.title, clubUid: clubs.uid, clubName: clubs.name })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(eq(events.id, eventId))
  if (!row) return null
  return {
    eventId: row.uid,
    title: row.title,
    clubId: row.clubUid ?? '',
    clubName: row.clubName ?? '',
  }
}

/** The club's officers but the actor hear of the event (nobody for a school event). */
async function toOfficers(
  tx: DbOrTx,
  payload: { eventId: number; clubId: number | null; byUserId: number },
) {
  const notice = payload.clubId === null ? null : await noticeOf(tx, payload.eventId)
  if (!notice || payload.clubId === null) return []
  const officers = await membersOf(tx, payload.clubId, 'officer', payload.byUserId)
  return officers.map((userId) => ({ userId, actorId: payload.byUserId, payload: notice }))
}

/**
 * Issue 15 item 1, spec 3's officer keys: a club's officers hear of a club event another
 * officer (or a school admin) published, `newEventFromOfficer`, and of a member's
 * proposal, `newEventFromMember`; attendees hear of a cancellation. Spec 3 has no cancel
 * key: it goes under `eventReminder`, the one key about events a student answered
 * (decision 034). A series published at once folds into one item (its batch key).
 */
export const eventNotificationKinds = [
  notificationKind({
    type: 'event_from_officer',
    category: 'groups',
    setting: 'newEventFromOfficer',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload, count) =>
      count > 1
        ? `${actor} published ${String(count)} events in ${text(payload.clubName)}: ${text(payload.title)}`
        : `${actor} published ${text(payload.title)} in ${text(payload.clubName)}`,
    link: (_uid, payload) => eventLink(payload),
    batchKey: (payload) => `club-events:${text(payload.clubId)}:${text(payload.title)}`,
    raisedBy: {
      message: 'event.published',
      recipients: ({ payload }, { tx }) => toOfficers(tx, payload),
    },
  }),
  notificationKind({
    type: 'event_from_member',
    category: 'groups',
    setting: 'newEventFromMember',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload) =>
      `${actor} proposed ${text(payload.title)} for ${text(payload.clubName)}`,
    link: (_uid, payload) => eventLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'event.proposed',
      recipients: ({ payload }, { tx }) => toOfficers(tx, payload),
    },
  }),
  // Decision 106: staff returned a club event waiting for approval; its officers (the one
  // who sent it among them) read why, under the key of officers' events.
  notificationKind({
    type: 'event_returned',
    category: 'groups',
    setting: 'newEventFromOfficer',
    groupRole: 'officer',
    group: officerGroup,
    text: (actor, payload) =>
      `${actor} returned ${text(payload.title)} to ${text(payload.clubName)}'s drafts: ${text(payload.note)}`,
    link: (_uid, payload) => eventLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'event.returned',
      async recipients({ payload }, { tx }) {
        const officers = await toOfficers(tx, payload)
        return officers.map((to) => ({ ...to, payload: { ...to.payload, note: payload.note } }))
      },
    },
  }),
  notificationKind({
    type: 'event_cancelled',
    category: 'groups',
    setting: 'eventReminder',
    groupRole: 'officer',
    text: (_actor, payload) =>
      payload.reason
        ? `${text(payload.title)} is cancelled: ${text(payload.reason)}`
        : `${text(payload.title)} is cancelled`,
    link: (_uid, payload) => eventLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'event.cancelled',
      async recipients({ payload }, { tx }) {
        const notice = await noticeOf(tx, payload.eventId)
        if (!notice) return []
        const attendees = await tx
          .select({ userId: eventRsvps.userId })
          .from(eventRsvps)
          .where(
            and(
              eq(eventRsvps.eventId, payload.eventId),
              inArray(eventRsvps.status, ['going', 'interested', 'waitlisted']),
              ne(eventRsvps.userId, payload.byUserId),
            ),
          )
        return attendees.map(({ userId }) => ({
          userId,
          actorId: payload.byUserId,
          payload: { ...notice, reason: payload.reason ?? '' },
        }))
      },
    },
  }),
]
