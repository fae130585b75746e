import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ConversationKind, MentionedMessage, PageOf } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatConversations, chatMessages } from '../../db/schema/chat.ts'
import { keysetPage } from '../../platform/paging/keyset.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { messageRows, presentMessages } from './message-loader.ts'
import { mentioning } from './mentions.ts'

/**
 * `GET /api/v1/chat/mentions` (issue 35 item 3, the chat list's Mentions): messages that
 * @mention the viewer in conversations they are in now, newest first, deleted ones aside,
 * keyset-paged on the id (decision 025). The partial GIN index finds them.
 */
export async function mentionsOf(
  db: DbOrTx,
  school: School,
  viewer: { id: number; uid: string },
  page: { cursor?: string | undefined; limit: number },
): Promise<PageOf<MentionedMessage>> {
  const rows = await keysetPage({
    query: (after) =>
      messageRows(
        db,
        and(
          eq(chatMessages.schoolId, school.id),
          isNull(chatMessages.deletedAt),
          mentioning(chatMessages.mentions, viewer.uid),
          sql`${chatMessages.conversationId} in (select conversation_id from chat_participants
            where user_id = ${viewer.id} and left_at is null)`,
          after,
        ),
      ),
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
