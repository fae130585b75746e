import { and, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { EventListQuery, EventPage } from '@quad/shared'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { containsPattern } from '../../platform/db/like.ts'
import { fieldError, unauthorized } from '../../platform/errors.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { EventViewer } from './event-policies.ts'
import { presentRow, selectEvents, type EventQueryRow } from './event-query.ts'
import { draftsOf, seenBy } from './event-visibility.ts'

/**
 * `GET /api/v1/events` (issue 15 item 2): what the viewer may see (`scope=all`), their
 * own answers (`mine`: going, interested or waitlisted), or one club's (`club`, with
 * `clubId`), soonest first, a keyset page on (starts_at, id). By default from now: what
 * is upcoming or still going on (an event is in range while it has not ended).
 */
export async function listEvents(
  db: DbOrTx,
  school: School,
  viewer: EventViewer | null,
  query: EventListQuery,
  now = new Date(),
): Promise<EventPage> {
  const shown =
    query.includeDrafts === 'true' ? or(seenBy(viewer), draftsOf(viewer)) : seenBy(viewer)
  const where = and(
    eq(events.schoolId, school.id),
    shown,
    gt(events.endsAt, query.from ? new Date(query.from) : now),
    query.to ? lt(events.startsAt, new Date(query.to)) : undefined,
    scopeFilter(viewer, query),
    query.category ? eq(events.category, query.category) : undefined,
    query.search ? ilike(events.title, containsPattern(query.search)) : undefined,
  )
  const page = await keysetPage<EventQueryRow>({
    query: (after) => selectEvents(db, viewer, and(where, after)),
    keys: [
      { column: events.startsAt, direction: 'asc', value: (r) => r.startsExact, type: 'timestamp' },
      { column: events.id, direction: 'asc', value: (r) => r.event.id, type: 'integer' },
    ],
    cursor: query.cursor,
    limit: query.limit,
  })
  return { items: page.items.map((row) => presentRow(row, viewer)), nextCursor: page.nextCursor }
}

function scopeFilter(viewer: EventViewer | null, query: EventListQuery): SQL | undefined {
  if (query.scope === 'club') {
    if (!query.clubId) throw fieldError('querystring.clubId', 'is required with scope=club')
    return eq(clubs.uid, query.clubId)
  }
  if (query.clubId) return eq(clubs.uid, query.clubId)
  if (query.scope === 'all') return undefined
  // A visitor has no answers of their own: `mine` needs a sign-in.
  if (!viewer) throw unauthorized('Sign in to see your events')
  return sql`exists (select 1 from event_rsvps r where r.event_id = ${events.id}
    and r.user_id = ${viewer.userId} and r.status in ('going', 'interested', 'waitlisted'))`
}
