import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import {
  CLUB_CHANNELS_MAX,
  type ChannelList,
  type ChannelPosting,
  type ChannelSummary,
  type Conversation,
} from '@quad/shared'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { chatConversations, chatParticipants } from '../../db/schema/chat.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { listColumns, presentConversations } from './conversations.service.ts'
import { readOnly, requireWritable } from './membership.ts'

/*
 * Club channels (issue 35 item 9, decision 092). A channel is a conversation of kind
 * `channel` with its club; its participants are the club's members, kept by the database's
 * triggers (migration 0046) in the transaction that changes a membership, so access ends
 * with the commit on every instance. Who may post is `chat_participants.can_post`, set by
 * the same triggers from the channel's `posting` and the member's role.
 */

/** A channel, as its officers change it: its club named for the policies. */
export interface ChannelRow {
  id: number
  name: string
  posting: ChannelPosting
  archived: boolean
  clubId: number
  clubUid: string
  clubName: string
}

/**
 * The viewer's channels, grouped by club (by club name), each club's open channels first
 * and then by name: the chat list's "Clubs" part.
 */
export async function listChannels(
  db: DbOrTx,
  school: School,
  userId: number,
  online: (ids: number[]) => Promise<Set<number>>,
  admin: boolean,
): Promise<ChannelList> {
  const rows = await db
    .select(listColumns)
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .innerJoin(clubs, eq(clubs.id, chatConversations.clubId))
    .where(
      and(
        eq(chatParticipants.userId, userId),
        isNull(chatParticipants.leftAt),
        eq(chatConversations.schoolId, school.id),
        eq(chatConversations.kind, 'channel'),
      ),
    )
    .orderBy(
      asc(sql`lower(${clubs.name})`),
      asc(clubs.id),
      sql`${chatConversations.archivedAt} is not null`,
      asc(sql`lower(${chatConversations.name})`),
      asc(chatConversations.id),
    )
  const channels = await presentConversations(db, userId, rows, online, admin)
  const byClub = new Map<string, ChannelList['clubs'][number]>()
  for (const channel of channels) {
    if (!channel.channel) continue
    const { club } = channel.channel
    const group = byClub.get(club.uid) ?? { club, channels: [] as Conversation[] }
    group.channels.push(channel)
    byClub.set(club.uid, group)
  }
  return { clubs: [...byClub.values()] }
}

/** A channel of the school, or a 404. */
export async function requireChannel(db: DbOrTx, school: School, id: number): Promise<ChannelRow> {
  const [row] = await db
    .select({
      id: chatConversations.id,
      name: chatConversations.name,
      posting: chatConversations.posting,
      archivedAt: chatConversations.archivedAt,
      clubId: clubs.id,
      clubUid: clubs.uid,
      clubName: clubs.name,
    })
    .from(chatConversations)
    .innerJoin(clubs, eq(clubs.id, chatConversations.clubId))
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.schoolId, school.id),
        eq(chatConversations.kind, 'channel'),
      ),
    )
  if (!row) throw notFound('Channel')
  return {
    id: row.id,
    name: row.name ?? '',
    posting: row.posting ?? 'members',
    archived: row.archivedAt !== null,
    clubId: row.clubId,
    clubUid: row.clubUid,
    clubName: row.clubName,
  }
}

/** The answer of creating or changing a channel. */
export function presentChannel(channel: ChannelRow): ChannelSummary {
  return {
    id: channel.id,
    name: channel.name,
    club: { uid: channel.clubUid, name: channel.clubName },
    posting: channel.posting,
    archived: channel.archived,
  }
}

/** A club of the school that takes new channels: active (not requested, not archived). */
export async function requireOpenClub(
  db: DbOrTx,
  school: School,
  uid: string,
): Promise<{ id: number; uid: string; name: string }> {
  const [club] = await db
    .select({ id: clubs.id, uid: clubs.uid, name: clubs.name, status: clubs.status })
    .from(clubs)
    .where(and(eq(clubs.schoolId, school.id), eq(clubs.uid, uid)))
  if (!club || club.status === 'pending') throw notFound('Club')
  if (club.status === 'archived') throw conflict('This club is archived: it takes no new channels.')
  return club
}

/**
 * Opens a channel in a club: every member joins it, with the posting rule's rights. At most
 * CLUB_CHANNELS_MAX open channels a club (409). Audited as `chat.channel.create`.
 */
export async function createChannel(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  club: { id: number; uid: string },
  input: { name: string; posting: ChannelPosting },
): Promise<{ id: number; memberIds: number[] }> {
  return db.transaction(async (tx) => {
    // One channel made at a time per club: two officers at once cannot pass the cap together.
    await tx.execute(sql`select id from ${clubs} where id = ${club.id} for update`)
    await keepUnderCap(tx, club.id)
    const [row] = await tx
      .insert(chatConversations)
      .values({
        schoolId: school.id,
        kind: 'channel',
        name: input.name,
        createdBy: origin.actorId,
        clubId: club.id,
        posting: input.posting,
      })
      .returning({ id: chatConversations.id })
    if (!row) throw new Error('channel was not stored')
    const memberIds = await joinMembers(tx, row.id, club.id, input.posting)
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'chat.channel.create',
      subjectType: 'chat_channel',
      subjectId: row.id,
      details: { club: club.uid, name: input.name, posting: input.posting },
    })
    return { id: row.id, memberIds }
  })
}

/**
 * Renames a channel, sets who posts, archives it (read-only, history kept) or opens it
 * again (the club's members now rejoin it). Audited as `chat.channel.update` with what
 * changed. Answers the channel's members now (who hear of it).
 */
export async function updateChannel(
  db: Db,
  school: School,
  origin: AuditOrigin & { actorId: number },
  channel: ChannelRow,
  input: { name?: string | undefined; posting?: ChannelPosting | undefined; archived?: boolean },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${clubs} where id = ${channel.clubId} for update`)
    const reopening = input.archived === false && channel.archived
    if (reopening) await keepUnderCap(tx, channel.clubId)
    const posting = input.posting ?? channel.posting
    await tx
      .update(chatConversations)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        posting,
        ...(input.archived !== undefined && {
          archivedAt: input.archived ? sql`coalesce(${chatConversations.archivedAt}, now())` : null,
        }),
      })
      .where(eq(chatConversations.id, channel.id))
    const memberIds = await joinMembers(tx, channel.id, channel.clubId, posting)
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    )
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'chat.channel.update',
      subjectType: 'chat_channel',
      subjectId: channel.id,
      details: { club: channel.clubUid, ...changes },
    })
    return memberIds
  })
}

async function keepUnderCap(tx: DbOrTx, clubId: number): Promise<void> {
  const [row] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(and(eq(chatConversations.clubId, clubId), isNull(chatConversations.archivedAt)))
  if ((row?.open ?? 0) >= CLUB_CHANNELS_MAX) {
    throw conflict(
      `A club has at most ${String(CLUB_CHANNELS_MAX)} open channels: archive one first.`,
    )
  }
}

/**
 * The club's members are the channel's, each may post by the rule and their role; one new
 * to it starts with its history read; an earlier participant who left the club stays left.
 * Answers the members' ids.
 */
async function joinMembers(
  tx: DbOrTx,
  channelId: number,
  clubId: number,
  posting: ChannelPosting,
): Promise<number[]> {
  const rows = await tx.execute<{ user_id: string }>(sql`
    insert into ${chatParticipants} (conversation_id, user_id, school_id, can_post,
      last_read_message_id)
    select ${channelId}::bigint, m.user_id, m.school_id, ${posting} = 'members' or m.role = 'officer',
      coalesce((select c.last_message_id from ${chatConversations} c where c.id = ${channelId}), 0)
    from ${clubMemberships} m where m.club_id = ${clubId}
    on conflict (conversation_id, user_id) do update
      set can_post = excluded.can_post, left_at = null
    returning user_id`)
  return rows.rows.map((row) => Number(row.user_id))
}

/**
 * What a send into a channel needs: open (else 409) and the sender allowed to post (else
 * 403, the Announcements rule); `officer` lets `@channel` and `@here` through.
 */
export async function channelSender(
  db: DbOrTx,
  conversationId: number,
  senderId: number,
): Promise<{ officer: boolean }> {
  const [row] = await db
    .select({
      archived: readOnly,
      canPost: chatParticipants.canPost,
      role: sql<string | null>`(select m.role from ${clubMemberships} m
        where m.club_id = ${chatConversations.clubId} and m.user_id = ${senderId})`,
    })
    .from(chatParticipants)
    .innerJoin(chatConversations, eq(chatConversations.id, chatParticipants.conversationId))
    .where(
      and(
        eq(chatParticipants.conversationId, conversationId),
        eq(chatParticipants.userId, senderId),
        isNull(chatParticipants.leftAt),
      ),
    )
  if (!row) throw notFound('Conversation')
  requireWritable(row)
  if (!row.canPost) throw forbidden("Only the club's officers post in this channel.")
  return { officer: row.role === 'officer' }
}
