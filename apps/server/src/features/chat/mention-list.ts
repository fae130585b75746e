import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { ConversationKind, MessageInConversation, PageOf } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { textMatches } from '../../platform/db/text-match.ts'
import { chatConversations, chatMessages } from '../../db/schema/chat.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { messageRows, notHiddenFor, presentMessages } from './message-loader.ts'
import { addressing } from './mentions.ts'

interface PageRequest {
  cursor?: string | undefined
  limit: number
}

/**
 * `GET /api/v1/chat/mentions` (issue 35 item 3, the chat list's Mentions): messages that
 * @mention the viewer, and officers' `@channel`s to them, in conversations they are in now, newest first, deleted ones aside,
 * keyset-paged on the id (decision 025). The partial GIN index finds them.
 */
export function mentionsOf(
  db: DbOrTx,
  school: School,
  viewer: { id: number; uid: string },
  page: PageRequest,
): Promise<PageOf<MessageInConversation>> {
  const addressed = and(
    addressing(sql`${chatMessages}`, viewer.uid),
    sql`${chatMessages.senderId} <> ${viewer.id}`,
  )
  return viewersMessages(db, school, viewer.id, addressed, page)
}

/**
 * `GET /api/v1/chat/search` (issue 35 item 7, decision 093): the viewer's messages, in every
 * conversation they are in now or in one, whose words hold the search's (English full text:
 * "pizzas" finds "pizza"), come near it by trigrams (a typo: "libary" finds "library"), or
 * hold it as typed (part of a word, "B12"). Each reading has its GIN index (migration 0047).
 */
export function searchMessages(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: { q: string; conversationId?: number | undefined },
  page: PageRequest,
): Promise<PageOf<MessageInConversation>> {
  const { q } = search
  const matches = textMatches(chatMessages.body, q)
  const where =
    search.conversationId === undefined
      ? matches
      : and(eq(chatMessages.conversationId, search.conversationId), matches)
  return viewersMessages(db, school, viewerId, where, page)
}

/**
 * Messages matching `match` in the conversations the viewer is in now, deleted ones and
 * those the viewer deleted for themself aside (the unified search's too: message-search.ts,
 * where the school and the viewer are a prepared query's parameters).
 */
export function viewersMessagesWhere(
  schoolId: number | SQL,
  viewerId: number | SQL,
  match: SQL | undefined,
) {
  return and(
    eq(chatMessages.schoolId, schoolId),
    isNull(chatMessages.deletedAt),
    match,
    inConversationsOf(viewerId),
    notHiddenFor(viewerId),
  )
}

/** In a conversation the viewer is in now. */
export const inConversationsOf = (viewerId: number | SQL) =>
  sql`${chatMessages.conversationId} in (select conversation_id from chat_participants
    where user_id = ${viewerId} and left_at is null)`

/**
 * Messages matching `match` in the conversations the viewer is in now, deleted and hidden
 * ones aside, newest first, keyset-paged on the id, each with its conversation.
 */
async function viewersMessages(
  db: DbOrTx,
  school: School,
  viewerId: number,
  match: SQL | undefined,
  page: PageRequest,
): Promise<PageOf<MessageInConversation>> {
  const rows = await keysetPage({
    query: (after) => messageRows(db, and(viewersMessagesWhere(school.id, viewerId, match), after)),
    keys: [
      { column: chatMessages.id, direction: 'desc', type: 'integer', value: (r) => r.message.id },
    ],
    cursor: page.cursor,
    limit: page.limit,
  })
  const messages = await presentMessages(db, rows.items)
  const ids = [...new Set(messages.map((m) => m.conversationId))]
  const conversations = ids.length
    ? await db
        .select({
          id: chatConversations.id,
          kind: chatConversations.kind,
          name: chatConversations.name,
        })
        .from(chatConversations)
        .where(inArray(chatConversations.id, ids))
    : []
  const byId = new Map(conversations.map((c) => [c.id, c]))
  return {
    items: messages.map((message) => {
      const c = byId.get(message.conversationId)
      return {
        message,
        conversation: {
          id: message.conversationId,
          kind: (c?.kind ?? 'group') as ConversationKind,
          name: c?.name ?? null,
        },
      }
    }),
    nextCursor: rows.nextCursor,
  }
}
