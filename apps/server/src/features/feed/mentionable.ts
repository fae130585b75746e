import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import { noBlockBetween } from '../connections/index.ts'

/**
 * Whom an author may @mention (issue 16 item 2: privacy-aware, blocked students excluded),
 * as SQL over `users` left-joined to `profiles`: an active schoolmate, not the author, with
 * no block either way, listed in the directory or connected to the author. The composer's
 * suggestions and the server's reading of a written body use this one rule.
 */
export function mentionableBy(authorId: number, schoolId: number): SQL {
  const connected = sql`exists (select 1 from connections c where c.status = 'accepted' and
    ((c.requester_id = ${authorId} and c.addressee_id = ${users.id}) or
     (c.requester_id = ${users.id} and c.addressee_id = ${authorId})))`
  const listed = sql`coalesce(${profiles.directoryOptOut}, false) = false`
  return and(
    eq(users.schoolId, schoolId),
    eq(users.status, 'active'),
    ne(users.id, authorId),
    noBlockBetween(authorId, users.id),
    sql`(${listed} or ${connected})`,
  ) as SQL
}
