import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ConversationKind } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { chatConversations, chatParticipants } from '../../db/schema/chat.ts'
import { conflict, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** The conversation is a channel archived, or of an archived club (decision 092). */
export const readOnly = sql<boolean>`(${chatConversations.archivedAt} is not null or exists (
  select 1 from clubs k where k.id = ${chatConversations.clubId} and k.status = 'archived'))`

export interface Membership {
  conversationId: number
  kind: ConversationKind
  lastReadMessageId: number
  muted: boolean
  /** Everyone in the conversation now, the viewer included. */
  memberIds: number[]
  /** A group's name; null for a 1:1. */
  name: string | null
  /** A channel archived, or of an archived club: read-only (decision 092). */
  archived: boolean
}

/**
 * The viewer's membership of a conversation of their school, or a 404: a student who
 * is not in it learns nothing, not even that it exists.
 */
export async function requireMembership(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
): Promise<Membership> {
  const rows = await db
    .select({
      kind: chatConversations.kind,
      name: chatConversations.name,
      lastReadMessageId: chatParticipants.lastReadMessageId,
      muted: chatParticipants.muted,
      memberIds: sql<string[]>`(select array_agg(m.user_id) from chat_participants m
        where m.conversation_id = ${conversationId} and m.left_at is null)`,
      archived: readOnly,
    })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.userId, userId),
        isNull(chatParticipants.leftAt),
        eq(chatConversations.schoolId, school.id),
      ),
    )
    .limit(1)
  const row = rows[0]
  if (!row) throw notFound('Conversation')
  return {
    conversationId,
    kind: row.kind as Membership['kind'],
    lastReadMessageId: row.lastReadMessageId,
    muted: row.muted,
    memberIds: (row.memberIds ?? []).map(Number),
    name: row.name,
    archived: row.archived,
  }
}

/** 409 for a change in a read-only conversation: an archived channel, an archived club's. */
export function requireWritable<M extends Pick<Membership, 'archived'>>(membership: M): M {
  if (membership.archived) throw conflict('This channel is archived: it is read-only.')
  return membership
}
