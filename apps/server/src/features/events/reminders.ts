import './outbox-messages.ts'
import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { eventRsvps, events } from '../../db/schema/events.ts'
import type { Database } from '../../platform/db/database.ts'
import type { Outbox } from '../../platform/outbox/messages.ts'
import { drainBatches } from '../../platform/jobs/drain-batches.ts'
import type { JobDefinition } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { notificationKind } from '../../platform/notification-kinds.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'
import { wallClock } from './event-dates.ts'
import { eventFacts, eventLink, text } from './event-facts.ts'

declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /** These going attendees are due their one reminder of the event (`reminded_at` set). */
    'event.reminded': { eventId: number; userIds: number[] }
  }
}
declare module '../../platform/notification-kinds.ts' {
  interface NotificationPayloads {
    event_reminder: { eventId: string; title: string; startsAt: string }
  }
}

const HOUR_MS = 60 * 60 * 1000
/** One reminder, a day ahead (decision 035): time to plan the evening, not a nag. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS

/**
 * Marks the due reminders sent and announces them (`event.reminded`, one per event and
 * batch), in one transaction per batch: a going attendee of a published event starting
 * within `REMINDER_LEAD_MS` who has not been reminded. `reminded_at` is set in the same
 * transaction as the message is emitted, so a second run (another instance, a restart, a
 * retry) finds nothing; `SKIP LOCKED` lets two runs at once share the work. Answers how
 * many were reminded.
 */
export async function sendDueReminders(
  database: Database,
  outbox: Outbox,
  now = new Date(),
): Promise<number> {
  return drainBatches(database, async (tx, size) => {
    const due = await tx
      .select({
        eventId: eventRsvps.eventId,
        userId: eventRsvps.userId,
        schoolId: eventRsvps.schoolId,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(
        and(
          eq(eventRsvps.status, 'going'),
          isNull(eventRsvps.remindedAt),
          eq(events.status, 'published'),
          gt(events.startsAt, now),
          lte(events.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
          // Who answered within the hour before the start has just decided: no reminder.
          lt(eventRsvps.respondedAt, sql`${events.startsAt} - interval '1 hour'`),
        ),
      )
      .limit(size)
      .for('update', { of: eventRsvps, skipLocked: true })
    const byEvent = new Map<number, { schoolId: number; userIds: number[] }>()
    for (const row of due) {
      const entry = byEvent.get(row.eventId) ?? { schoolId: row.schoolId, userIds: [] }
      entry.userIds.push(row.userId)
      byEvent.set(row.eventId, entry)
    }
    for (const [eventId, { schoolId, userIds }] of byEvent) {
      await tx
        .update(eventRsvps)
        .set({ remindedAt: now })
        .where(and(eq(eventRsvps.eventId, eventId), inArray(eventRsvps.userId, userIds)))
      const school = await findSchoolById(tx, schoolId)
      if (school) await outbox.emit(tx, school, 'event.reminded', { eventId, userIds })
    }
    return { seen: due.length, done: due.length }
  })
}

export const REMINDER_JOB = 'event-reminders'

/** The reminder sweep every five minutes (decision 022's schedules: once per slot across instances). */
export function eventJobs({ database, outbox }: ModuleContext): JobDefinition[] {
  return [
    {
      name: REMINDER_JOB,
      schedule: { everySeconds: 300 },
      handler: async () => void (await sendDueReminders(database, outbox)),
    },
  ]
}

/** Spec 3 `eventReminder`, to attendees: the global `groups.eventReminder` switch (decision 035). */
export const reminderKind = notificationKind({
  type: 'event_reminder',
  category: 'groups',
  setting: 'eventReminder',
  groupRole: 'officer',
  text: (_actor, payload) => `Reminder: ${text(payload.title)} starts ${text(payload.startsAt)}`,
  link: (_uid, payload) => eventLink(payload),
  batchKey: () => null,
  raisedBy: {
    message: 'event.reminded',
    async recipients({ payload }, { tx }) {
      const facts = await eventFacts(tx, payload.eventId)
      if (!facts || facts.status !== 'published') return []
      // Still going when the reminder goes out: one who left since hears nothing.
      const going = await tx
        .select({ userId: eventRsvps.userId })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, payload.eventId),
            eq(eventRsvps.status, 'going'),
            inArray(eventRsvps.userId, payload.userIds),
          ),
        )
      const about = {
        eventId: facts.uid,
        title: facts.title,
        startsAt: `${wallClock(facts.startsAt, facts.timeZone).replace('T', ' ')} (${facts.timeZone})`,
      }
      return going.map(({ userId }) => ({
        userId,
        actorId: facts.createdBy ?? userId,
        payload: about,
      }))
    },
  },
})
