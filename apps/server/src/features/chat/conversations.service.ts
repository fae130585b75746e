import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type {
  ChannelInfo,
  ChatMessage,
  ChatPerson,
  Conversation,
  ConversationList,
  ParticipantList,
} from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import {
  chatConversations,
  chatMessageHides,
  chatMessages,
  chatParticipants,
} from '../../db/schema/chat.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { users } from '../../platform/db/schema.ts'
import { badRequest, forbidden, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { exactTime, keysetPage } from '../../platform/paging/keyset.ts'
import { resolveInvitees } from './eligibility.ts'
import { personColumns, presentPerson } from './chat-person.ts'
import { inHistory, loadMessages, notHiddenFor } from './message-loader.ts'
import { preferencesOf, sharesReceipts } from './preferences.service.ts'
import { unreadCounts } from './unread.service.ts'
import { requireMembership } from './membership.ts'

export { requireMembership, requireWritable, type Membership } from './membership.ts'
import { mayPin, pinnedCount } from './pins.service.ts'

/** Participants shown with each conversation of the list (a group shows its first few). */
const LIST_PARTICIPANTS = 5

/** User ids of everyone currently in the conversation. */
export async function memberIds(db: DbOrTx, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: chatParticipants.userId })
    .from(chatParticipants)
    .where(
      and(eq(chatParticipants.conversationId, conversationId), isNull(chatParticipants.leftAt)),
    )
  return rows.map((r) => r.userId)
}

/**
 * Starts a conversation (api.md `POST /api/v1/chat/conversations`). One other student
 * and no name is a 1:1, reused when it exists (issue 6: "reused, not duplicated");
 * anything else is a group, at most the school's limit in size.
 */
export async function startConversation(
  db: Db,
  school: School,
  creatorId: number,
  input: { participantUids: string[]; name?: string | undefined },
): Promise<{ id: number; created: boolean; invitees: number[] }> {
  const invitees = await resolveInvitees(
    db,
    school,
    creatorId,
    input.participantUids,
    'body.participantUids',
  )
  const [only] = invitees
  if (invitees.length === 1 && !input.name && only !== undefined) {
    return { ...(await startDirect(db, school, creatorId, only)), invitees }
  }
  if (invitees.length + 1 > school.chat.groupLimit) {
    throw badRequest(`body.participantUids: a group holds at most ${school.chat.groupLimit}`, [
      { path: 'body.participantUids', message: `at most ${school.chat.groupLimit - 1} others` },
    ])
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({
        schoolId: school.id,
        kind: 'group',
        name: input.name ?? null,
        createdBy: creatorId,
      })
      .returning({ id: chatConversations.id })
    if (!row) throw new Error('conversation was not stored')
    await insertMembers(tx, school, row.id, [creatorId, ...invitees])
    return { id: row.id, created: true, invitees }
  })
}

async function insertMembers(tx: DbOrTx, school: School, conversationId: number, ids: number[]) {
  await tx
    .insert(chatParticipants)
    .values(ids.map((userId) => ({ conversationId, userId, schoolId: school.id })))
}

async function startDirect(db: Db, school: School, a: number, b: number) {
  const directKey = `${Math.min(a, b)}:${Math.max(a, b)}`
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(chatConversations)
      .values({ schoolId: school.id, kind: 'direct', directKey, createdBy: a })
      .onConflictDoNothing()
      .returning({ id: chatConversations.id })
    const created = inserted[0]
    if (created) {
      await insertMembers(tx, school, created.id, [a, b])
      return { id: created.id, created: true }
    }
    const [existing] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(eq(chatConversations.schoolId, school.id), eq(chatConversations.directKey, directKey)),
      )
    if (!existing) throw new Error('direct conversation vanished')
    return { id: existing.id, created: false }
  })
}

/** Adds students to a group; any member may (issue 6 item 1). Returns the new members' ids. */
export async function addParticipants(
  db: Db,
  school: School,
  actorId: number,
  conversationId: number,
  uids: string[],
): Promise<number[]> {
  const membership = await requireMembership(db, school, actorId, conversationId)
  if (membership.kind === 'direct') {
    throw badRequest('conversation: people can be added to a group, not to a 1:1', [
      { path: 'params.id', message: 'is a 1:1 conversation' },
    ])
  }
  if (membership.kind === 'channel') throw channelIsTheClubs()
  const invitees = await resolveInvitees(db, school, actorId, uids, 'body.uids')
  return db.transaction(async (tx) => {
    const current = await memberIds(tx, conversationId)
    const added = invitees.filter((id) => !current.includes(id))
    if (current.length + added.length > school.chat.groupLimit) {
      throw badRequest(`body.uids: a group holds at most ${school.chat.groupLimit}`, [
        { path: 'body.uids', message: `at most ${school.chat.groupLimit} members` },
      ])
    }
    if (added.length === 0) return []
    await tx
      .insert(chatParticipants)
      .values(added.map((userId) => ({ conversationId, userId, schoolId: school.id })))
      .onConflictDoUpdate({
        target: [chatParticipants.conversationId, chatParticipants.userId],
        set: { leftAt: null, joinedAt: sql`now()` },
      })
    return added
  })
}

/** Leaves a group. A 1:1 cannot be left (mute it instead). */
export async function leaveConversation(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
): Promise<void> {
  const membership = await requireMembership(db, school, userId, conversationId)
  if (membership.kind === 'direct') {
    throw forbidden('A 1:1 conversation cannot be left; mute it instead')
  }
  if (membership.kind === 'channel') throw channelIsTheClubs()
  await db
    .update(chatParticipants)
    .set({ leftAt: new Date() })
    .where(
      and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)),
    )
}

/** A channel's members are its club's (decision 092): joined and left with the club. */
const channelIsTheClubs = () =>
  badRequest("conversation: a club channel's members are the club's; join or leave the club", [
    { path: 'params.id', message: 'is a club channel' },
  ])

export async function setMuted(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  muted: boolean,
): Promise<void> {
  await requireMembership(db, school, userId, conversationId)
  await db
    .update(chatParticipants)
    .set({ muted })
    .where(
      and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)),
    )
}

/** Members with their read pointers, shown only for those who share receipts. */
export async function listParticipants(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
): Promise<ParticipantList> {
  const { memberIds } = await requireMembership(db, school, userId, conversationId)
  const preferences = await preferencesOf(db, memberIds)
  const rows = await db
    .select({
      userId: chatParticipants.userId,
      joinedAt: chatParticipants.joinedAt,
      lastRead: chatParticipants.lastReadMessageId,
      person: personColumns,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(
      and(eq(chatParticipants.conversationId, conversationId), isNull(chatParticipants.leftAt)),
    )
    .orderBy(asc(chatParticipants.joinedAt), asc(users.lastName))
  return {
    items: rows.map((row) => ({
      person: presentPerson(row.person),
      joinedAt: row.joinedAt.toISOString(),
      lastReadMessageId: sharesReceipts(school, preferences.get(row.userId)) ? row.lastRead : null,
    })),
  }
}

/**
 * The viewer's conversations, most recent activity first, cursor paged. A 1:1 shows
 * up for the other student only once it holds a message. `q` matches the group name
 * or a participant's name.
 */
export async function listConversations(
  db: DbOrTx,
  school: School,
  userId: number,
  options: { limit: number; cursor?: string | undefined; q?: string | undefined },
  online: (ids: number[]) => Promise<Set<number>>,
): Promise<ConversationList> {
  const q = options.q?.trim().toLowerCase()
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const page = await keysetPage({
    query: (after) =>
      db
        .select({ ...listColumns, activityKey: exactTime(chatConversations.activityAt) })
        .from(chatParticipants)
        .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
        .where(
          and(
            eq(chatParticipants.userId, userId),
            isNull(chatParticipants.leftAt),
            eq(chatConversations.schoolId, school.id),
            // Channels are listed by club (`listChannels`).
            ne(chatConversations.kind, 'channel'),
            or(
              sql`${chatConversations.lastMessageId} is not null`,
              eq(chatConversations.createdBy, userId),
              eq(chatConversations.kind, 'group'),
            ),
            after,
            pattern === undefined
              ? undefined
              : or(
                  sql`lower(${chatConversations.name}) like ${pattern}`,
                  sql`exists (select 1 from ${chatParticipants} p2 join ${users} u2 on u2.id = p2.user_id
              where p2.conversation_id = ${chatConversations.id} and p2.user_id <> ${userId}
              and p2.left_at is null and u2.search_name like ${pattern})`,
                ),
          ),
        ),
    keys: [
      {
        column: chatConversations.activityAt,
        direction: 'desc',
        type: 'timestamp',
        value: (row) => row.activityKey,
      },
      { column: chatConversations.id, direction: 'desc', type: 'integer', value: (row) => row.id },
    ],
    cursor: options.cursor,
    limit: options.limit,
  })
  return {
    items: await presentConversations(db, userId, page.items, online),
    nextCursor: page.nextCursor,
  }
}

/** One conversation as the list shows it (after starting one, or for a deep link). */
export async function getConversation(
  db: DbOrTx,
  school: School,
  userId: number,
  conversationId: number,
  online: (ids: number[]) => Promise<Set<number>>,
  admin = false,
): Promise<Conversation> {
  const membership = await requireMembership(db, school, userId, conversationId)
  const rows = await db
    .select(listColumns)
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(eq(chatParticipants.conversationId, conversationId), eq(chatParticipants.userId, userId)),
    )
  const [[conversation], pins, canPin] = await Promise.all([
    presentConversations(db, userId, rows, online, admin),
    pinnedCount(db, conversationId, userId),
    mayPin(db, membership, userId),
  ])
  if (!conversation) throw notFound('Conversation')
  return { ...conversation, pinnedCount: pins, canPin }
}

export const listColumns = {
  id: chatConversations.id,
  kind: chatConversations.kind,
  name: chatConversations.name,
  lastMessageId: chatConversations.lastMessageId,
  activityAt: chatConversations.activityAt,
  muted: chatParticipants.muted,
  lastRead: chatParticipants.lastReadMessageId,
  clubId: chatConversations.clubId,
  posting: chatConversations.posting,
  archivedAt: chatConversations.archivedAt,
  canPost: chatParticipants.canPost,
}
export interface ListRow {
  id: number
  kind: string
  name: string | null
  lastMessageId: number | null
  activityAt: Date
  muted: boolean
  lastRead: number
  clubId: number | null
  posting: 'members' | 'officers' | null
  archivedAt: Date | null
  canPost: boolean
}

/**
 * Rows of the viewer's conversations as the wire shape: four batched queries for a page, and
 * a fifth for channels' clubs. `admin`: the viewer manages every club's channels.
 */
export async function presentConversations(
  db: DbOrTx,
  userId: number,
  page: ListRow[],
  online: (ids: number[]) => Promise<Set<number>>,
  admin = false,
): Promise<Conversation[]> {
  const ids = page.map((r) => r.id)
  const [people, lastMessages, unread, clubs] = await Promise.all([
    participantsOf(db, ids, userId),
    lastMessagesOf(db, userId, page),
    unreadCounts(db, userId, ids),
    channelClubs(
      db,
      userId,
      page.flatMap((r) => (r.clubId === null ? [] : [r.clubId])),
    ),
  ])
  const channelOf = (row: ListRow): ChannelInfo | null => {
    const club = row.clubId === null ? undefined : clubs.get(row.clubId)
    if (!club || !row.posting) return null
    return {
      club: { uid: club.uid, name: club.name },
      posting: row.posting,
      archived: row.archivedAt !== null || club.archived,
      canPost: row.canPost && row.archivedAt === null && !club.archived,
      officer: club.officer,
      canManage: admin || club.officer,
    }
  }
  const directPartners = page.flatMap((r) =>
    r.kind === 'direct' ? (people.get(r.id)?.ids.slice(0, 1) ?? []) : [],
  )
  const onlineIds = await online(directPartners).catch(() => new Set<number>())
  return page.map((row) => {
    const members = people.get(row.id) ?? { ids: [], persons: [], count: 0 }
    return {
      id: row.id,
      kind: row.kind as Conversation['kind'],
      name: row.name,
      participants: members.persons,
      participantCount: members.count + 1,
      lastMessage: lastMessages.get(row.id) ?? null,
      unreadCount: unread.get(row.id)?.count ?? 0,
      unreadMentions: unread.get(row.id)?.mentions ?? 0,
      lastReadMessageId: row.lastRead,
      muted: row.muted,
      online: row.kind === 'direct' && members.ids.some((id) => onlineIds.has(id)),
      activityAt: row.activityAt.toISOString(),
      channel: channelOf(row),
      // One conversation's answer counts them (`getConversation`); lists leave them out.
      pinnedCount: 0,
      canPin: false,
    }
  })
}

/** The clubs of these channels, and whether the viewer is an officer of each. */
async function channelClubs(
  db: DbOrTx,
  viewerId: number,
  clubIds: number[],
): Promise<Map<number, { uid: string; name: string; officer: boolean; archived: boolean }>> {
  if (clubIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: clubs.id,
      uid: clubs.uid,
      name: clubs.name,
      officer: sql<boolean>`exists (select 1 from ${clubMemberships} m where m.club_id = ${clubs.id}
        and m.user_id = ${viewerId} and m.role = 'officer')`,
      archived: sql<boolean>`${clubs.status} = 'archived'`,
    })
    .from(clubs)
    .where(inArray(clubs.id, [...new Set(clubIds)]))
  return new Map(rows.map((row) => [row.id, row]))
}

interface Members {
  ids: number[]
  persons: ChatPerson[]
  count: number
}

/**
 * Other current members of each conversation, in joining order. A 1:1 cannot be left, so
 * its other student is kept even when their deleted account left it (issue 18): the 1:1
 * stays titled "Deleted student" rather than turning into an unnamed group.
 */
async function participantsOf(
  db: DbOrTx,
  conversationIds: number[],
  viewerId: number,
): Promise<Map<number, Members>> {
  const result = new Map<number, Members>()
  if (conversationIds.length === 0) return result
  const rows = await db
    .select({
      conversationId: chatParticipants.conversationId,
      userId: chatParticipants.userId,
      person: personColumns,
    })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        inArray(chatParticipants.conversationId, conversationIds),
        ne(chatParticipants.userId, viewerId),
        or(isNull(chatParticipants.leftAt), eq(chatConversations.kind, 'direct')),
      ),
    )
    .orderBy(asc(chatParticipants.joinedAt), asc(chatParticipants.userId))
  for (const row of rows) {
    const entry = result.get(row.conversationId) ?? { ids: [], persons: [], count: 0 }
    entry.count += 1
    if (entry.persons.length < LIST_PARTICIPANTS) {
      entry.ids.push(row.userId)
      entry.persons.push(presentPerson(row.person))
    }
    result.set(row.conversationId, entry)
  }
  return result
}

/**
 * Each conversation's last message as the viewer's history has it, by conversation: the
 * conversation's last, unless they deleted it for themself (decision 095) — then the one
 * before it they still have. The usual case (nothing hidden) costs one small query more.
 */
async function lastMessagesOf(
  db: DbOrTx,
  userId: number,
  rows: readonly { id: number; lastMessageId: number | null }[],
): Promise<Map<number, ChatMessage>> {
  const lastIds = rows.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : []))
  if (lastIds.length === 0) return new Map()
  const hidden = await db
    .select({ messageId: chatMessageHides.messageId })
    .from(chatMessageHides)
    .where(and(eq(chatMessageHides.userId, userId), inArray(chatMessageHides.messageId, lastIds)))
  const gone = new Set(hidden.map((row) => row.messageId))
  const earlier = gone.size === 0 ? [] : await earlierShown(db, userId, rows, gone)
  const shownIds = [...lastIds.filter((id) => !gone.has(id)), ...earlier]
  if (shownIds.length === 0) return new Map()
  const messages = await loadMessages(
    db,
    inArray(chatMessages.id, shownIds),
    asc(chatMessages.id),
    shownIds.length,
  )
  return new Map(messages.map((m) => [m.conversationId, m]))
}

/** For conversations whose last message the viewer hid: the latest in their history before it. */
async function earlierShown(
  db: DbOrTx,
  userId: number,
  rows: readonly { id: number; lastMessageId: number | null }[],
  gone: ReadonlySet<number>,
): Promise<number[]> {
  const hiddenLast = rows.filter((r) => r.lastMessageId !== null && gone.has(r.lastMessageId))
  const found = await Promise.all(
    hiddenLast.map(async (row) => {
      const [message] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, row.id),
            sql`${chatMessages.id} < ${row.lastMessageId}`,
            inHistory,
            notHiddenFor(userId),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(1)
      return message?.id
    }),
  )
  return found.filter((id) => id !== undefined)
}
