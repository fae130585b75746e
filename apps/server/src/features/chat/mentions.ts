import { and, eq, inArray, isNull, ne, sql, type Column, type SQL } from 'drizzle-orm'
import { writtenMentions, type Mention } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatParticipants } from '../../db/schema/chat.ts'
import { users } from '../../platform/db/schema.ts'
import { noBlockBetween } from '../connections/index.ts'
import { fullName } from '../../platform/text/person-name.ts'

/** The mentions a message keeps, and the mentioned students' ids (for their notices). */
export interface KeptMentions {
  mentions: Mention[]
  ids: number[]
}

export const NO_MENTIONS: KeptMentions = { mentions: [], ids: [] }

/**
 * Whom a message may @mention (issue 35 item 3) of the `uids` its sender sent: members of
 * the conversation now, active, not the sender, no block either way (as the feed's rule,
 * decision 043; a conversation's members already see each other, so directory privacy
 * does not apply) — and written `@{their name}` in `body` (`writtenMentions`, the same
 * reading as the composer's and the bubble's), in the order written. The rest are dropped,
 * not refused: a mention whose text was deleted, or of a member who has just left, is not
 * the sender's mistake to correct.
 */
export async function keptMentions(
  db: DbOrTx,
  conversationId: number,
  senderId: number,
  uids: readonly string[],
  body: string,
): Promise<KeptMentions> {
  if (uids.length === 0 || !body.includes('@')) return NO_MENTIONS
  const rows = await db
    .select({ id: users.id, uid: users.uid, firstName: users.firstName, lastName: users.lastName })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        isNull(chatParticipants.leftAt),
        inArray(users.uid, [...new Set(uids)]),
        ne(users.id, senderId),
        eq(users.status, 'active'),
        noBlockBetween(senderId, users.id),
      ),
    )
  const people = rows.map((row) => ({
    id: row.id,
    uid: row.uid,
    name: fullName(row),
  }))
  const written = writtenMentions(body, people)
  return {
    mentions: written.map(({ uid, name }) => ({ uid, name })),
    ids: written.map(({ id }) => id),
  }
}

/**
 * The message whose `mentions` column this is @mentions the student with this uid (a value,
 * or an SQL expression); the partial GIN index serves it where the uid is a value.
 */
export function mentioning(mentions: SQL | Column, uid: string | SQL): SQL {
  const mentioned =
    typeof uid === 'string'
      ? sql`${JSON.stringify([{ uid }])}::jsonb`
      : sql`jsonb_build_array(jsonb_build_object('uid', ${uid}))`
  return sql`(${mentions} <> '[]'::jsonb and ${mentions} @> ${mentioned})`
}

/**
 * The message @mentions the student, or is an officer's `@channel` to every member of a club
 * channel (issue 35 item 3): both light the conversation's "@" and are in their Mentions. An
 * `@here` is not: it was addressed to those online then. `message` is the table or its alias.
 */
export function addressing(message: SQL, uid: string | SQL): SQL {
  return sql`(${mentioning(sql`${message}.mentions`, uid)} or ${message}.broadcast = 'channel')`
}
