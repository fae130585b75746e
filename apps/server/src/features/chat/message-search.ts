import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { chatConversations, chatMessages, chatParticipants } from '../../db/schema/chat.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { param, preparedShapes, statementName, UNNAMED } from '../../platform/db/prepared-shapes.ts'
import { searchParams, searchValues, textMatches } from '../../platform/db/text-match.ts'
import { users } from '../../platform/db/schema.ts'
import {
  firstPageInTwoSteps,
  foundIn,
  snippetAround,
  sourceValues,
  type SearchSource,
} from '../search/index.ts'
import { inConversationsOf, viewersMessagesWhere } from './mention-list.ts'
import { messageRows } from './message-loader.ts'
import { presentPerson } from './chat-person.ts'

/**
 * The student's own messages the top bar's search finds (issue 36 item 1): the chat
 * search's rule (mention-list.ts: conversations they are in now, none deleted or deleted
 * for themself), newest first; each names its conversation.
 */
export const messageSearch: SearchSource = {
  kind: 'messages',
  section: 'chat',
  async search(call) {
    const { database, actor, q, limit } = call
    const db = database.db
    const values = { ...sourceValues(call), ...searchValues(q) }
    const rows = await firstPageInTwoSteps(call, {
      candidates: async () => (await messageCandidates(db).execute(values)).map((r) => r.id),
      seen: (ids) => messagesAmong(db).execute({ ...values, ids }),
      whole: () => messagesFound(db).execute(values),
    })
    const names = await conversationNames(
      db,
      actor.userId,
      rows.map((row) => row.message.conversationId),
    )
    return foundIn(rows, limit, ({ message, sender }) => {
      const person = presentPerson(sender)
      return {
        kind: 'messages',
        id: String(message.id),
        title: `${person.firstName} ${person.lastName}`,
        detail: null,
        snippet: snippetAround(message.body, q),
        imageUrl: person.photoUrl,
        at: message.createdAt.toISOString(),
        context: {
          id: String(message.conversationId),
          name: names.get(message.conversationId) ?? '',
        },
      }
    })
  },
}

/*
 * The search's statements, each built once per database (`preparedShapes`). The one
 * statement is unnamed, as the chat's own search: planned for its text at every run,
 * whose index depends on how common it is. Its first page comes in two steps
 * (`firstPageInTwoSteps`): the newest live messages with the text in the viewer's
 * conversations, then of those the ones they did not delete for themself, with their
 * senders (a named statement).
 */

const schoolParam = param('school')
const viewerParam = param('viewer')

const messagesFound = preparedShapes((db: DbOrTx) =>
  messageRows(
    db,
    viewersMessagesWhere(schoolParam, viewerParam, textMatches(chatMessages.body, searchParams)),
  )
    .orderBy(desc(chatMessages.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED),
)

const messageCandidates = preparedShapes((db: DbOrTx) =>
  db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.schoolId, schoolParam),
        isNull(chatMessages.deletedAt),
        textMatches(chatMessages.body, searchParams),
        inConversationsOf(viewerParam),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('candidates'))
    .prepare(UNNAMED),
)

const messagesAmong = preparedShapes((db: DbOrTx) => {
  const query = messageRows(
    db,
    viewersMessagesWhere(schoolParam, viewerParam, sql`${chatMessages.id} = any(${param('ids')})`),
  )
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
  return query.prepare(statementName(query))
})

/**
 * What each conversation is called for the viewer: a group's or channel's name, else the
 * other members' names (a 1:1's is the other student's).
 */
async function conversationNames(
  db: DbOrTx,
  viewerId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const [named, others] = await Promise.all([
    db
      .select({ id: chatConversations.id, name: chatConversations.name })
      .from(chatConversations)
      .where(inArray(chatConversations.id, unique)),
    db
      .select({
        id: chatParticipants.conversationId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(chatParticipants)
      .innerJoin(users, eq(users.id, chatParticipants.userId))
      .where(
        and(
          inArray(chatParticipants.conversationId, unique),
          ne(chatParticipants.userId, viewerId),
        ),
      )
      .orderBy(users.firstName, users.lastName),
  ])
  const names = new Map<number, string[]>()
  for (const other of others) {
    names.set(other.id, [...(names.get(other.id) ?? []), `${other.firstName} ${other.lastName}`])
  }
  return new Map(named.map((row) => [row.id, row.name || (names.get(row.id) ?? []).join(', ')]))
}
