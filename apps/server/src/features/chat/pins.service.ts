import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { PINS_MAX, type PinList } from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { chatConversations, chatMessages, chatPins } from '../../db/schema/chat.ts'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { users } from '../../platform/db/schema.ts'
import { badRequest, conflict, forbidden } from '../../platform/errors.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { requireMembership, requireWritable, type Membership } from './membership.ts'
import { messageRows, notHiddenFor, presentMessages } from './message-loader.ts'
import { personColumns, presentPerson } from './chat-person.ts'

/*
 * Pinned messages (issue 35 item 5, decision 094). Who may pin: either student of a 1:1,
 * a group's creator (its admin: groups have no other), a club channel's officers.
 */

/** Whether the member may pin and unpin in this conversation. */
export async function mayPin(db: DbOrTx, membership: Membership, userId: number): Promise<boolean> {
  if (membership.kind === 'direct') return true
  const [row] = await db
    .select({
      createdBy: chatConversations.createdBy,
      officer: sql<boolean>`exists (select 1 from ${clubMemberships} m
        where m.club_id = ${chatConversations.clubId} and m.user_id = ${userId}
        and m.role = 'officer')`,
    })
    .from(chatConversations)
    .where(eq(chatConversations.id, membership.conversationId))
  if (!row) return false
  return membership.kind === 'group' ? row.createdBy === userId : row.officer
}

/**
 * Pins still standing in a conversation (a deleted message's pin falls with it), as one
 * student counts them: not a message they deleted for themself.
 */
export async function pinnedCount(
  db: DbOrTx,
  conversationId: number,
  viewerId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatPins)
    .innerJoin(chatMessages, eq(chatMessages.id, chatPins.messageId))
    .where(
      and(
        eq(chatPins.conversationId, conversationId),
        isNull(chatMessages.deletedAt),
        notHiddenFor(viewerId),
      ),
    )
  return row?.count ?? 0
}

/**
 * Pins (`on`) or unpins a message of the conversation; a repeat changes nothing. 403 for a
 * member who may not, 400 naming the message when it is not one of the conversation's (or
 * was deleted), 409 past PINS_MAX. Answers the members (who hear of it).
 */
export async function setPinned(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  conversationId: number,
  messageId: number,
  on: boolean,
): Promise<number[]> {
  const userId = origin.actorId
  const membership = requireWritable(await requireMembership(db, school, userId, conversationId))
  if (!(await mayPin(db, membership, userId))) {
    throw forbidden(
      membership.kind === 'group'
        ? 'Only the group’s creator pins messages in it.'
        : 'Only the club’s officers pin messages in its channels.',
    )
  }
  // A group's creator or a club's officers act for everyone in it: audited (a 1:1's two
  // pin for themselves).
  const audited = (tx: DbOrTx) =>
    membership.kind === 'direct'
      ? Promise.resolve()
      : audit(tx, origin, {
          schoolId: school.id,
          action: on ? 'chat.message.pin' : 'chat.message.unpin',
          subjectType: 'chat_message',
          subjectId: messageId,
          details: { conversationId },
        })
  if (!on) {
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(chatPins)
        .where(and(eq(chatPins.conversationId, conversationId), eq(chatPins.messageId, messageId)))
        .returning({ messageId: chatPins.messageId })
      if (removed.length > 0) await audited(tx)
    })
    return membership.memberIds
  }
  await db.transaction(async (tx) => {
    // One pin at a time per conversation: two at once cannot both pass the cap.
    await tx.execute(
      sql`select id from ${chatConversations} where id = ${conversationId} for no key update`,
    )
    const [message] = await tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.id, messageId),
          eq(chatMessages.conversationId, conversationId),
          isNull(chatMessages.deletedAt),
        ),
      )
    if (!message) {
      throw badRequest('params.messageId: not a message of this conversation', [
        { path: 'params.messageId', message: 'is not a message of this conversation' },
      ])
    }
    const [standing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(chatPins)
      .innerJoin(chatMessages, eq(chatMessages.id, chatPins.messageId))
      .where(and(eq(chatPins.conversationId, conversationId), isNull(chatMessages.deletedAt)))
    if ((standing?.count ?? 0) >= PINS_MAX) {
      throw conflict(`A conversation keeps at most ${String(PINS_MAX)} pins: unpin one first.`)
    }
    const added = await tx
      .insert(chatPins)
      .values({ conversationId, messageId, schoolId: school.id, pinnedBy: userId })
      .onConflictDoNothing()
      .returning({ messageId: chatPins.messageId })
    if (added.length > 0) await audited(tx)
  })
  return membership.memberIds
}

/** The conversation's pinned messages, the latest pin first, deleted messages aside. */
export async function listPins(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
): Promise<PinList> {
  await requireMembership(db, school, userId, conversationId)
  const pins = await db
    .select({
      messageId: chatPins.messageId,
      pinnedAt: chatPins.pinnedAt,
      pinner: personColumns,
    })
    .from(chatPins)
    .leftJoin(users, eq(users.id, chatPins.pinnedBy))
    .where(eq(chatPins.conversationId, conversationId))
    .orderBy(desc(chatPins.pinnedAt))
  if (pins.length === 0) return { items: [] }
  const rows = await messageRows(
    db,
    and(
      inArray(
        chatMessages.id,
        pins.map((pin) => pin.messageId),
      ),
      isNull(chatMessages.deletedAt),
      notHiddenFor(userId),
    ),
  )
  const messages = new Map((await presentMessages(db, rows)).map((m) => [m.id, m]))
  return {
    items: pins.flatMap((pin) => {
      const message = messages.get(pin.messageId)
      if (!message) return []
      return [
        {
          message,
          pinnedBy: pin.pinner ? presentPerson(pin.pinner) : null,
          pinnedAt: pin.pinnedAt.toISOString(),
        },
      ]
    }),
  }
}
