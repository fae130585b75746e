import * as z from 'zod/mini'

/**
 * `GET /api/v1/events/{id}/attendance` (issue 37 item 5): its managers' report. `noShows`
 * (going, never checked in) is null until the event has ended; `returning` checked in
 * having checked in at an earlier event of the same club (of the school's own, for a school
 * event), `firstTime` the others checked in.
 */
export const EventAttendance = z.object({
  going: z.number(),
  waitlisted: z.number(),
  checkedIn: z.number(),
  noShows: z.nullable(z.number()),
  returning: z.number(),
  firstTime: z.number(),
})
export type EventAttendance = z.infer<typeof EventAttendance>
