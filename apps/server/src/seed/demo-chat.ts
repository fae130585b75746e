import { eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../platform/db/database.ts'
import {
  chatConversations,
  chatMessages,
  chatParticipants,
  chatReactions,
} from '../db/schema/chat.ts'
import { users } from '../platform/db/schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/** Who wrote a line: the demo student (`me`) or the n-th other member of the conversation. */
export type Author = 'me' | number

export interface Line {
  from: Author
  /** Minutes before the seed ran. */
  ago: number
  body: string
  /** Who reacted with what (issue 35 item 1), in that order. */
  reactions?: [Author, string][]
  /** The earlier line (its index) this one answers (issue 35 item 2). */
  replyTo?: number
  /** An officer's `@channel` in a club channel (issue 35 item 3). */
  broadcast?: 'channel'
}

/** `{me}` or `{0}` in a line's body: an @mention of that author, by their name (issue 35 item 3). */
const MENTION_TOKEN = /\{(me|\d+)\}/g

interface Script {
  /** Indexes into the demo student's connections. */
  with: number[]
  name?: string
  /** Lines at the end the demo student has not read yet. */
  unread: number
  /** The others read everything (a "Seen" receipt); otherwise they stop before the last line. */
  othersReadAll: boolean
  muted?: boolean
  lines: Line[]
}

const HOUR = 60
const DAY = 24 * HOUR

/*
 * Conversations the demo student (student@demo.edu) has with her connections: 1:1s with
 * history across several days, a group, some unread (api.md "Demo seed": conversations).
 * Times are relative to the seed, so "Today" and "Yesterday" read true on first start.
 */
const SCRIPTS: Script[] = [
  {
    with: [0],
    unread: 2,
    othersReadAll: false,
    lines: [
      { from: 'me', ago: 3 * DAY + 120, body: 'Hey! Are you taking Data Structures next term?' },
      { from: 0, ago: 3 * DAY + 95, body: 'Yes, the Tuesday/Thursday section. You?' },
      { from: 'me', ago: 3 * DAY + 90, body: 'Same one. We should study together!' },
      {
        from: 0,
        ago: 2 * DAY + 300,
        body: 'Found the syllabus: https://example.edu/cs201/syllabus',
      },
      { from: 'me', ago: 2 * DAY + 280, body: 'Thanks! First problem set is due week 3.' },
      { from: 0, ago: DAY + 200, body: 'Library study room 4B is free Thursday 4–6pm.' },
      {
        from: 'me',
        ago: DAY + 190,
        body: 'Booked it. See you there!',
        reactions: [[0, '❤️']],
        replyTo: 5,
      },
      { from: 0, ago: 50, body: 'Running 10 minutes late, save me a seat?' },
      { from: 0, ago: 48, body: 'Also bring your notes from Monday' },
    ],
  },
  {
    with: [3, 4, 5],
    name: 'CS 201 study group',
    unread: 3,
    othersReadAll: false,
    lines: [
      {
        from: 0,
        ago: 2 * DAY + 600,
        body: 'Welcome to the study group, everyone!',
        reactions: [
          ['me', '👋'],
          [1, '👋'],
          [2, '🎉'],
        ],
      },
      { from: 'me', ago: 2 * DAY + 590, body: 'Thanks for setting this up.' },
      { from: 1, ago: 2 * DAY + 560, body: 'Can we meet before the midterm review session?' },
      { from: 2, ago: DAY + 400, body: 'Wednesday evening works for me.', replyTo: 2 },
      {
        from: 'me',
        ago: DAY + 380,
        body: 'Wednesday 7pm in the student center then.',
        replyTo: 3,
        reactions: [
          [0, '👍'],
          [2, '👍'],
        ],
      },
      {
        from: 0,
        ago: 3 * HOUR,
        body: 'I made a shared doc for practice questions.',
        reactions: [
          ['me', '🙏'],
          [1, '🙏'],
          [2, '🔥'],
        ],
      },
      { from: 1, ago: 2 * HOUR, body: 'Added five questions on binary trees.' },
      {
        from: 2,
        ago: 35,
        body: 'Who wants to take heaps and priority queues? {me} you explained them best.',
      },
    ],
  },
  {
    with: [1],
    unread: 0,
    othersReadAll: true,
    lines: [
      { from: 0, ago: 2 * DAY + 45, body: 'Are you going to the career fair on Friday?' },
      {
        from: 'me',
        ago: 2 * DAY + 40,
        body: 'Definitely, I want to talk to the robotics startups.',
      },
      { from: 0, ago: DAY + 30, body: 'I printed extra résumés if you need one.' },
      { from: 'me', ago: 5 * HOUR, body: 'You’re the best. Meet at the entrance at 10?' },
    ],
  },
  {
    with: [2],
    unread: 0,
    othersReadAll: false,
    muted: true,
    lines: [
      { from: 0, ago: 6 * DAY, body: 'Intramural volleyball signups close tonight!' },
      { from: 'me', ago: 6 * DAY - 20, body: 'Signed up. Team name ideas?' },
      { from: 0, ago: 5 * DAY, body: 'The Spike Lees? 😄', reactions: [['me', '😂']] },
    ],
  },
  {
    with: [6],
    unread: 1,
    othersReadAll: false,
    lines: [
      { from: 'me', ago: 4 * DAY, body: 'Do you still have the chemistry lab manual?' },
      { from: 0, ago: 4 * DAY - 60, body: 'Yes! I can drop it off at your dorm.' },
      { from: 0, ago: 20 * HOUR, body: 'Left it at the front desk for you.' },
    ],
  },
]

/**
 * Seeds the demo student's conversations. `userIds` is the school's student list as
 * demo-seed.ts inserted it: the demo student first, then the friend (never connected to
 * her), then the others, of whom demo-extras.ts connects the first 14 to her.
 */
export async function seedDemoChat(db: DbOrTx, school: School, userIds: number[]): Promise<void> {
  const [me, , ...others] = userIds
  if (me === undefined) return
  const connections = others.slice(0, 14)
  const now = Date.now()
  for (const [index, script] of SCRIPTS.entries()) {
    const members = script.with.map((i) => connections[i])
    if (members.some((id) => id === undefined)) continue
    const memberIds = members.filter((id) => id !== undefined)
    await seedConversation(db, school, me, memberIds, script, index, now)
  }
}

async function seedConversation(
  db: DbOrTx,
  school: School,
  me: number,
  members: number[],
  script: Script,
  index: number,
  now: number,
): Promise<void> {
  const isGroup = members.length > 1
  const first = members[0] ?? me
  const author = (from: Author) => (from === 'me' ? me : (members[from] ?? me))
  const people = new Map(
    (
      await db
        .select({
          id: users.id,
          uid: users.uid,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, [me, ...members]))
    ).map((row) => [row.id, { uid: row.uid, name: `${row.firstName} ${row.lastName}`.trim() }]),
  )
  /** A line as stored: its tokens written as names, and whom they mention. */
  const written = (line: Line) => {
    const mentions: { uid: string; name: string }[] = []
    const body = line.body.replace(MENTION_TOKEN, (_token, who: string) => {
      const person = people.get(author(who === 'me' ? 'me' : Number(who)))
      if (!person) return ''
      if (!mentions.some((m) => m.uid === person.uid)) mentions.push(person)
      return `@${person.name}`
    })
    return { body, mentions }
  }
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      schoolId: school.id,
      kind: isGroup ? 'group' : 'direct',
      name: script.name ?? null,
      directKey: isGroup ? null : `${Math.min(me, first)}:${Math.max(me, first)}`,
      createdBy: me,
      createdAt: new Date(now - (script.lines[0]?.ago ?? 0) * 60_000 - 60_000),
    })
    .returning({ id: chatConversations.id })
  if (!conversation) throw new Error('demo conversation was not stored')
  const ids = await storeLines(db, school, conversation.id, script.lines, {
    author,
    written,
    key: `demo-${String(index)}`,
    now,
  })
  const lastId = ids.at(-1) ?? 0
  const myRead = ids.at(-1 - script.unread) ?? 0
  const othersRead = script.othersReadAll ? lastId : (ids.at(-2) ?? 0)
  const lastAgo = script.lines.at(-1)?.ago ?? 0
  await db
    .update(chatConversations)
    .set({ lastMessageId: lastId, activityAt: new Date(now - lastAgo * 60_000) })
    .where(eq(chatConversations.id, conversation.id))
  await db.insert(chatParticipants).values([
    {
      conversationId: conversation.id,
      userId: me,
      schoolId: school.id,
      muted: script.muted ?? false,
      lastReadMessageId: myRead,
    },
    ...members.map((userId) => ({
      conversationId: conversation.id,
      userId,
      schoolId: school.id,
      lastReadMessageId: othersRead,
    })),
  ])
}

/**
 * Stores a script's lines in a conversation, with their reactions and replies; answers the
 * messages' ids in order. `written` turns a line's mention tokens into names.
 */
export async function storeLines(
  db: DbOrTx,
  school: School,
  conversationId: number,
  lines: readonly Line[],
  how: {
    author: (from: Author) => number
    written: (line: Line) => { body: string; mentions: { uid: string; name: string }[] }
    key: string
    now: number
  },
): Promise<number[]> {
  const { author, written, now } = how
  const rows = await db
    .insert(chatMessages)
    .values(
      lines.map((line, i) => ({
        conversationId,
        schoolId: school.id,
        senderId: author(line.from),
        clientId: `${how.key}-${String(i)}`,
        ...written(line),
        broadcast: line.broadcast ?? null,
        createdAt: new Date(now - line.ago * 60_000),
      })),
    )
    .returning({ id: chatMessages.id })
  const ids = rows.map((row) => row.id)
  const reactions = lines.flatMap((line, i) =>
    (line.reactions ?? []).map(([from, emoji], order) => ({
      messageId: ids[i] ?? 0,
      userId: author(from),
      schoolId: school.id,
      emoji,
      createdAt: new Date(now - line.ago * 60_000 + (order + 1) * 60_000),
    })),
  )
  if (reactions.length > 0) await db.insert(chatReactions).values(reactions)
  for (const [i, line] of lines.entries()) {
    const replyToId = line.replyTo === undefined ? undefined : ids[line.replyTo]
    const id = ids[i]
    if (replyToId === undefined || id === undefined) continue
    await db.update(chatMessages).set({ replyToId }).where(eq(chatMessages.id, id))
  }
  return ids
}
