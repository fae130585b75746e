import { and, count, eq, not, sql, type SQL } from 'drizzle-orm'
import type { EventAttendeePage } from '@quad/shared'
import { connections } from '../../db/schema/connections.ts'
import { eventRsvps } from '../../db/schema/events.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { exactTime, keysetPage } from '../../platform/paging/keyset.ts'
import { noBlockBetween } from '../connections/index.ts'
import { shownPhotoUrl } from '../profiles/index.ts'

export interface AttendeesRequest {
  eventId: number
  viewerId: number
  /** The viewer manages the event (`event.manage` or `event.check_in`). */
  isManager: boolean
  status: 'going' | 'waitlisted' | 'interested'
  cursor?: string | undefined
  limit: number
}

/**
 * Who answered the event, in the order they answered (the waitlist's order), as the
 * viewer may see them (decision 035): a person who blocked the viewer or whom the viewer
 * blocked is never listed; one who opted out of the directory is listed only to their
 * connections and the event's managers; the rest count in `hiddenCount`. Only managers
 * see check-in times.
 */
export async function listAttendees(
  db: DbOrTx,
  request: AttendeesRequest,
): Promise<EventAttendeePage> {
  const shown = shownTo(request.viewerId, request.isManager)
  const ofStatus = and(
    eq(eventRsvps.eventId, request.eventId),
    eq(eventRsvps.status, request.status),
  )
  const respondedKey = exactTime(eventRsvps.respondedAt)
  const page = await keysetPage({
    query: (after) =>
      db
        .select({
          uid: users.uid,
          firstName: users.firstName,
          lastName: users.lastName,
          photoUrl: shownPhotoUrl,
          photoHidden: profiles.moderationHiddenAt,
          status: eventRsvps.status,
          checkedInAt: eventRsvps.checkedInAt,
          respondedKey,
        })
        .from(eventRsvps)
        .innerJoin(users, eq(users.id, eventRsvps.userId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(ofStatus, shown, after)),
    keys: [
      {
        column: eventRsvps.respondedAt,
        direction: 'asc',
        type: 'timestamp',
        value: (r) => r.respondedKey,
      },
      { column: users.uid, direction: 'asc', type: 'text', value: (r) => r.uid },
    ],
    cursor: request.cursor,
    limit: request.limit,
  })
  const [hidden] = await db
    .select({ n: count() })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(ofStatus, not(shown)))
  return {
    items: page.items.map((row) => ({
      uid: row.uid,
      firstName: row.firstName,
      lastName: row.lastName,
      // Issue 14 item 4: a photo a moderator hid is hidden here too.
      avatarUrl: row.photoHidden ? null : row.photoUrl,
      status: row.status,
      checkedInAt: request.isManager && row.checkedInAt ? row.checkedInAt.toISOString() : null,
    })),
    nextCursor: page.nextCursor,
    hiddenCount: hidden?.n ?? 0,
  }
}

/** Whether the viewer is shown the attendee of the current row (users joined, profiles left-joined). */
function shownTo(viewerId: number, isManager: boolean): SQL {
  const connected = sql`exists (select 1 from ${connections} c where c.status = 'accepted' and
    ((c.requester_id = ${viewerId} and c.addressee_id = ${users.id}) or
     (c.requester_id = ${users.id} and c.addressee_id = ${viewerId})))`
  const listed = sql`coalesce(${profiles.directoryOptOut}, false) = false`
  const audience = isManager ? sql`true` : sql`(${listed} or ${connected})`
  return sql`(${users.id} = ${viewerId} or (${noBlockBetween(viewerId, users.id)} and ${audience}))`
}
