import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { MENTION_SUGGESTIONS_MAX, type MentionQuery, type MentionSuggestion } from '@quad/shared'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { prefixPattern } from '../../platform/db/like.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { mentionableBy } from './mentionable.ts'
import { feedPeople } from './post-presenter.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** At most this many words of a query are matched (a name rarely has more). */
const QUERY_WORDS_MAX = 4

/**
 * `GET /api/v1/feed/mentions` (issue 16 item 2): the schoolmates the author may mention
 * (`mentionableBy`: privacy-aware, no block either way) whose first or last name starts
 * with each word typed, at most MENTION_SUGGESTIONS_MAX. With `clubId` of a club the
 * author belongs to, its members come first (the composer of a club post); a club the
 * author is not in changes nothing, so the order never tells who is in it.
 */
export async function mentionSuggestions(
  db: DbOrTx,
  school: School,
  authorId: number,
  query: MentionQuery,
): Promise<MentionSuggestion[]> {
  const words = query.q.split(/\s+/).filter(Boolean).slice(0, QUERY_WORDS_MAX)
  const named = words.map((word) =>
    or(ilike(users.firstName, prefixPattern(word)), ilike(users.lastName, prefixPattern(word))),
  )
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(mentionableBy(authorId, school.id), ...named))
    .orderBy(
      ...(query.clubId ? [desc(sameClub(school, authorId, query.clubId))] : []),
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    )
    .limit(MENTION_SUGGESTIONS_MAX)
  const people = await feedPeople(
    db,
    rows.map((row) => row.id),
  )
  return rows.flatMap((row) => {
    const person = people.get(row.id)
    if (!person?.uid) return []
    const name = fullName(person)
    return [{ uid: person.uid, name, photoUrl: person.photoUrl }]
  })
}

/** A member of the club `clubUid`, when the author is one too. */
function sameClub(school: School, authorId: number, clubUid: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from clubs c
    join club_memberships m on m.club_id = c.id and m.user_id = ${users.id}
    join club_memberships a on a.club_id = c.id and a.user_id = ${authorId}
    where c.school_id = ${school.id} and c.uid = ${clubUid})`
}
