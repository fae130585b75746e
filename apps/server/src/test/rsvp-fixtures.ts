import type { RsvpStatus } from '@quad/shared'
import { eventRsvps } from '../db/schema/events.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import type { TestContext } from './test-app.ts'

let tickets = 0

/**
 * A student's answer stored as it is, for tests of what reads RSVPs (the calendar, feeds):
 * no capacity or waitlist rules run. Tests of answering go through the RSVP route.
 */
export async function insertRsvp(
  ctx: TestContext,
  school: School,
  rsvp: { eventId: number; userId: number; status: RsvpStatus },
): Promise<void> {
  await ctx.database.db.insert(eventRsvps).values({
    ...rsvp,
    schoolId: school.id,
    ticketCode: `T${String(++tickets).padStart(5, '0')}`,
  })
}
