import { and, eq, gt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { MEETING_REMINDER_MS } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts'
import type { ModuleContext } from '../../platform/module.ts'
import { meetingSlots } from '../../db/schema/meetings.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'

const REMINDER = 'meeting-reminder'

/**
 * Meetings' jobs (decision 022): the reminder `MEETING_REMINDER_MS` before a booked meeting,
 * announced as `meeting.reminded` so both people hear of it through the notifications matrix.
 */
export function meetingJobs({ database, outbox }: ModuleContext): JobDefinition[] {
  return [
    {
      name: REMINDER,
      // A reminder a few seconds late is still a reminder; an idle poll costs a query.
      pollSeconds: 2,
      handler: async (payload) => {
        const { schoolId, slotUid, guestId } = ReminderPayload.parse(payload)
        await database.db.transaction(async (tx) => {
          // Still booked by the same guest and not yet over: a cancelled booking is not reminded.
          const [slot] = await tx
            .select({ hostId: meetingSlots.hostId, startsAt: meetingSlots.startsAt })
            .from(meetingSlots)
            .where(
              and(
                eq(meetingSlots.schoolId, schoolId),
                eq(meetingSlots.uid, slotUid),
                eq(meetingSlots.bookedBy, guestId),
                gt(meetingSlots.endsAt, sql`now()`),
              ),
            )
          const school = slot ? await findSchoolById(tx, schoolId) : null
          if (!slot || !school) return
          // The notices (notifications.ts) and the socket's `soon` frame hear of it once it commits.
          await outbox.emit(tx, school, 'meeting.reminded', {
            slotUid,
            hostId: slot.hostId,
            guestId,
            startsAt: slot.startsAt.toISOString(),
          })
        })
      },
    },
  ]
}

const ReminderPayload = z.object({
  schoolId: z.number(),
  slotUid: z.string(),
  guestId: z.number(),
})
type ReminderPayload = z.infer<typeof ReminderPayload>

/**
 * Queues the reminder in the booking's transaction (it exists only if the booking
 * commits); a booking made later than that runs it at once. One per slot and guest.
 */
export async function scheduleReminder(
  jobs: Jobs,
  tx: DbOrTx,
  reminder: ReminderPayload & { startsAt: Date },
): Promise<void> {
  const { startsAt, ...payload } = reminder
  const runAt = new Date(Math.max(Date.now(), startsAt.getTime() - MEETING_REMINDER_MS))
  await jobs.enqueue(tx, REMINDER, payload, {
    runAt,
    singletonKey: `${payload.slotUid}:${payload.guestId}`,
  })
}
