import { and, asc, eq, gt, isNotNull, lt, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CalendarItem } from '@quad/shared'
import { meetingSlots } from '../../db/schema/meetings.ts'
import { users } from '../../platform/db/schema.ts'
import type { CalendarPart } from '../events/index.ts'

const host = alias(users, 'host')
const guest = alias(users, 'guest')

/**
 * The meetings' part of a student's calendar (issue 36 item 6): the booked slots in the
 * window they host or attend, titled with the other person's name. Open slots are not
 * meetings yet. Migration 0056's triggers bump both people's calendar versions on a change.
 */
export const meetingsPart: CalendarPart = {
  source: 'meetings',
  async items(db, school, viewerId, window) {
    const rows = await db
      .select({
        uid: meetingSlots.uid,
        startsAt: meetingSlots.startsAt,
        endsAt: meetingSlots.endsAt,
        location: meetingSlots.location,
        hostId: meetingSlots.hostId,
        host: { firstName: host.firstName, lastName: host.lastName },
        guest: { firstName: guest.firstName, lastName: guest.lastName },
      })
      .from(meetingSlots)
      .innerJoin(host, eq(host.id, meetingSlots.hostId))
      .innerJoin(guest, eq(guest.id, meetingSlots.bookedBy))
      .where(
        and(
          eq(meetingSlots.schoolId, school.id),
          isNotNull(meetingSlots.bookedBy),
          or(eq(meetingSlots.hostId, viewerId), eq(meetingSlots.bookedBy, viewerId)),
          lt(meetingSlots.startsAt, window.to),
          gt(meetingSlots.endsAt, window.from),
        ),
      )
      .orderBy(asc(meetingSlots.startsAt))
    return rows.map((row): CalendarItem => {
      const other = row.hostId === viewerId ? row.guest : row.host
      return {
        id: `meeting:${row.uid}`,
        kind: 'meeting',
        source: 'meetings',
        title: `${other.firstName} ${other.lastName}`,
        dateStart: row.startsAt.toISOString(),
        dateEnd: row.endsAt.toISOString(),
        isAllDay: false,
        location: row.location,
        clubName: null,
        viewerRsvp: null,
        cancelled: false,
      }
    })
  },
}
