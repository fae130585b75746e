import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../platform/db/database.ts'
import { chatConversations, chatParticipants } from '../db/schema/chat.ts'
import { clubMemberships, clubs } from '../db/schema/clubs.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { storeLines, type Author, type Line } from './demo-chat.ts'

const HOUR = 60
const DAY = 24 * HOUR

/*
 * The demo student's club channels (issue 35 item 9): the first club she runs as an officer
 * (the Photography Club) has announcements from her, one of them `@channel`, and its members
 * talking in General, the last line unread. Its channels exist already: the database made
 * them with the club, and its members with the memberships (migration 0046).
 */
const CHANNEL_LINES: Record<string, { lines: Line[]; unread: number }> = {
  Announcements: {
    unread: 0,
    lines: [
      {
        from: 'me',
        ago: 3 * DAY + 200,
        body: 'Welcome to the new term! First photo walk this Saturday, 10am at the main gate. Any camera counts, phones too.',
        reactions: [
          [0, '🎉'],
          [1, '📷'],
        ],
      },
      {
        from: 'me',
        ago: 20 * HOUR,
        body: '@channel the darkroom is open Thursdays 4-7pm from this week. Sign up at the club desk.',
        broadcast: 'channel',
        reactions: [[2, '🙌']],
      },
    ],
  },
  General: {
    unread: 1,
    lines: [
      {
        from: 0,
        ago: 2 * DAY + 90,
        body: 'Anyone going on the photo walk? I can lend a spare 50mm.',
      },
      { from: 1, ago: 2 * DAY + 80, body: 'Me! First time shooting film, any tips?' },
      {
        from: 'me',
        ago: 2 * DAY + 60,
        body: 'Shoot slower than you think, and bracket the tricky light. See you there!',
        replyTo: 1,
        reactions: [[1, '🙏']],
      },
      { from: 2, ago: 3 * HOUR, body: 'Posted my walk photos on the club page 📷' },
    ],
  },
}

export async function seedDemoChannels(db: DbOrTx, school: School, me: number): Promise<void> {
  const [club] = await db
    .select({ id: clubs.id })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(and(eq(clubMemberships.userId, me), eq(clubMemberships.role, 'officer')))
    .orderBy(asc(clubs.name))
    .limit(1)
  if (!club) return
  const channels = await db
    .select({ id: chatConversations.id, name: chatConversations.name })
    .from(chatConversations)
    .where(and(eq(chatConversations.clubId, club.id), isNull(chatConversations.archivedAt)))
  const members = (
    await db
      .select({ userId: clubMemberships.userId })
      .from(clubMemberships)
      .where(and(eq(clubMemberships.clubId, club.id), ne(clubMemberships.userId, me)))
      .orderBy(asc(clubMemberships.userId))
      .limit(3)
  ).map((row) => row.userId)
  if (members.length < 3) return
  const author = (from: Author) => (from === 'me' ? me : (members[from] ?? me))
  const now = Date.now()
  for (const channel of channels) {
    const script = CHANNEL_LINES[channel.name ?? '']
    if (!script) continue
    const ids = await storeLines(db, school, channel.id, script.lines, {
      author,
      written: (line) => ({ body: line.body, mentions: [] }),
      key: `demo-channel-${String(channel.id)}`,
      now,
    })
    const lastId = ids.at(-1) ?? 0
    const lastAgo = script.lines.at(-1)?.ago ?? 0
    await db
      .update(chatConversations)
      .set({ lastMessageId: lastId, activityAt: new Date(now - lastAgo * 60_000) })
      .where(eq(chatConversations.id, channel.id))
    // Everyone has read up to the last line; the demo student not the last `unread`.
    await db
      .update(chatParticipants)
      .set({
        lastReadMessageId: sql`case when ${chatParticipants.userId} = ${me}
          then ${ids.at(-1 - script.unread) ?? 0}::bigint else ${lastId}::bigint end`,
      })
      .where(
        and(
          eq(chatParticipants.conversationId, channel.id),
          inArray(chatParticipants.userId, [me, ...members]),
        ),
      )
  }
}
