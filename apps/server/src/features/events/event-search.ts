import { asc, desc, eq, sql } from 'drizzle-orm'
import { plainText } from '@quad/shared/rich-text'
import { clubs } from '../../db/schema/clubs.ts'
import { events } from '../../db/schema/events.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { param, preparedShapes, statementName } from '../../platform/db/prepared-shapes.ts'
import {
  nameMatches,
  nameScore,
  searchParams,
  searchValues,
  wordsMatch,
} from '../../platform/db/text-match.ts'
import { foundIn, snippetAround, sourceValues, type SearchSource } from '../search/index.ts'
import { eventViewerOf } from './event-policies.ts'
import { seenInSchoolBy } from './event-visibility.ts'

/**
 * Events the top bar's search finds (issue 36 item 1): those the viewer sees in the
 * listing (event-visibility.ts), by title (a typo finds it), by the words of the
 * description (HTML: words only) or by place. What is still to come first, soonest
 * first; then past events, latest first — a student searching "formal" wants this year's.
 */
export const eventSearch: SearchSource = {
  kind: 'events',
  section: 'events',
  async search(call) {
    const { database, actor, q, limit } = call
    const { admin } = eventViewerOf(actor)
    const rows = await eventsFound(database.db, admin ? 'admin' : 'student').execute({
      ...sourceValues(call),
      ...searchValues(q),
    })
    return foundIn(rows, limit, (row) => ({
      kind: 'events',
      id: row.uid,
      title: row.title,
      detail: row.location,
      snippet: snippetAround(plainText(row.description), q),
      imageUrl: row.coverUrl,
      at: row.startsAt.toISOString(),
      context: row.clubUid && row.clubName ? { id: row.clubUid, name: row.clubName } : null,
    }))
  },
}

/**
 * The search as a named statement per shape (a school admin sees every club's events),
 * built once per database (`preparedShapes`).
 */
const eventsFound = preparedShapes((db: DbOrTx, shape) => {
  const upcoming = sql`(${events.endsAt} > now())`
  const reader = { userId: param('viewer'), admin: shape === 'admin' }
  const matches = sql`(${nameMatches(events.title, searchParams)}
    or ${wordsMatch(events.description, searchParams)}
    or ${nameMatches(events.location, searchParams)})`
  const query = db
    .select({
      uid: events.uid,
      title: events.title,
      description: events.description,
      location: events.location,
      startsAt: events.startsAt,
      coverUrl: events.coverUrl,
      clubUid: clubs.uid,
      clubName: clubs.name,
    })
    .from(events)
    .leftJoin(clubs, eq(clubs.id, events.clubId))
    .where(seenInSchoolBy(param('school'), reader, matches))
    .orderBy(
      desc(upcoming),
      desc(sql`${nameScore(events.title, searchParams)} >= 1`),
      sql`case when ${upcoming} then ${events.startsAt} end asc`,
      desc(events.startsAt),
      asc(events.id),
    )
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
  return query.prepare(statementName(query))
})
