import './outbox-messages.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { notificationKind, type AnyNotificationKind } from '../../platform/notification-kinds.ts'
import { membersOf } from '../clubs/index.ts'
import { eventFacts, eventLink, text } from './event-facts.ts'
import { reminderKind } from './reminders.ts'

declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    event_promoted: { eventId: string; title: string }
    event_registration: { eventId: string; title: string; clubId: string; clubName: string }
    event_registration_school: { eventId: string; title: string }
  }
}

const GOING = new Set(['going', 'waitlisted'])
/** An answer that asks for a place (going, or in line for one) where none was asked before. */
const registers = (status: string | null, previous: string | null) =>
  status !== null && GOING.has(status) && (previous === null || !GOING.has(previous))

/** The event an RSVP change is about, when it is a registration; else null. */
async function registrationOf(
  tx: DbOrTx,
  change: { eventId: number; status: string | null; previous: string | null },
) {
  return registers(change.status, change.previous) ? eventFacts(tx, change.eventId) : null
}

/** What the two registration kinds (a club's officers, a school event's creator) share. */
const registration: Pick<
  AnyNotificationKind,
  'category' | 'setting' | 'groupRole' | 'text' | 'link' | 'batchKey'
> = {
  category: 'groups',
  setting: 'newEventRegistration',
  groupRole: 'officer',
  text: (actor, payload, count) =>
    count > 1
      ? `${actor} and ${String(count - 1)} more registered for ${text(payload.title)}`
      : `${actor} registered for ${text(payload.title)}`,
  link: (_uid, payload) => eventLink(payload),
  // A rush of sign-ups folds into one unread item per event.
  batchKey: (payload) => `event-registrations:${text(payload.eventId)}`,
}

/**
 * Spec 3's officer keys for RSVPs (decision 035). Officers hear of registrations for
 * their club's events by their own setting for that club; a school event's creator by
 * the setting's global switch. The promoted student is an attendee, often no officer of
 * anything: the global `groups.promotionToEventMainList` switch gates it.
 */
export const rsvpNotificationKinds = [
  notificationKind({
    type: 'event_promoted',
    category: 'groups',
    setting: 'promotionToEventMainList',
    groupRole: 'officer',
    text: (_actor, payload) => `A place opened: you are going to ${text(payload.title)}`,
    link: (_uid, payload) => eventLink(payload),
    batchKey: () => null,
    raisedBy: {
      message: 'event.promoted',
      async recipients({ payload }, { tx }) {
        // Never the actor: whoever raised the capacity and was in line knows already.
        const facts =
          payload.userId === payload.byUserId ? null : await eventFacts(tx, payload.eventId)
        if (!facts) return []
        return [
          {
            userId: payload.userId,
            actorId: payload.byUserId,
            payload: { eventId: facts.uid, title: facts.title },
          },
        ]
      },
    },
  }),
  notificationKind({
    ...registration,
    type: 'event_registration',
    group: (payload) => ({
      id: text(payload.clubId),
      name: text(payload.clubName),
      role: 'officer',
    }),
    raisedBy: {
      message: 'event.rsvp_changed',
      async recipients({ payload }, { tx }) {
        const facts = await registrationOf(tx, payload)
        if (!facts?.clubId || facts.clubUid === null || facts.clubName === null) return []
        const officers = await membersOf(tx, facts.clubId, 'officer', payload.userId)
        const about = {
          eventId: facts.uid,
          title: facts.title,
          clubId: facts.clubUid,
          clubName: facts.clubName,
        }
        return officers.map((userId) => ({ userId, actorId: payload.userId, payload: about }))
      },
    },
  }),
  notificationKind({
    ...registration,
    type: 'event_registration_school',
    raisedBy: {
      message: 'event.rsvp_changed',
      async recipients({ payload }, { tx }) {
        const facts = await registrationOf(tx, payload)
        const creator = facts?.clubId === null ? facts.createdBy : null
        if (!facts || creator === null || creator === payload.userId) return []
        const about = { eventId: facts.uid, title: facts.title }
        return [{ userId: creator, actorId: payload.userId, payload: about }]
      },
    },
  }),
  reminderKind,
]
