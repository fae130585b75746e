import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { clubs } from '../../db/schema/clubs.ts'
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
import { listed, memberCount } from './club-query.ts'

/** Members of the club, in a hit's detail. */
const members = (n: number) => `${String(n)} ${n === 1 ? 'member' : 'members'}`

/**
 * Clubs the top bar's search finds (issue 36 item 1): those the listings show (decision
 * 030), and the viewer's own clubs however they are listed, by name (nearest first: a
 * typo finds it) or by the words of their description, as events are found. Not by a
 * description's trigrams: rechecking every description with a few trigrams in common
 * cost 3–5 ms a search at 400 clubs (bench/HISTORY.md, P9).
 */
export const clubSearch: SearchSource = {
  kind: 'clubs',
  section: 'clubs',
  async search(call) {
    const { database, q, limit } = call
    const rows = await clubsFound(database.db).execute({
      ...sourceValues(call),
      ...searchValues(q),
    })
    return foundIn(rows, limit, (row) => ({
      kind: 'clubs',
      id: row.uid,
      title: row.name,
      detail: `${row.category} · ${members(row.members)}`,
      snippet: snippetAround(row.description, q),
      imageUrl: row.logoUrl,
      at: null,
      context: null,
    }))
  },
}

/**
 * The search as a named statement, built once per database (`preparedShapes`): its
 * generic plan is the BitmapOr of its custom ones, planned once (bench/HISTORY.md, P9).
 */
const clubsFound = preparedShapes((db: DbOrTx) => {
  const mine = and(
    eq(clubs.status, 'active'),
    isNull(clubs.moderationHiddenAt),
    sql`exists (select 1 from club_memberships m
      where m.club_id = ${clubs.id} and m.user_id = ${param('viewer')})`,
  )
  const query = db
    .select({
      uid: clubs.uid,
      name: clubs.name,
      category: clubs.category,
      description: clubs.description,
      logoUrl: clubs.logoUrl,
      members: memberCount,
    })
    .from(clubs)
    .where(
      and(
        eq(clubs.schoolId, param('school')),
        or(listed, mine),
        or(nameMatches(clubs.name, searchParams), wordsMatch(clubs.description, searchParams)),
      ),
    )
    .orderBy(desc(nameScore(clubs.name, searchParams)), clubs.name, clubs.id)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
  return query.prepare(statementName(query))
})
