// @engines both: concurrent writers share a sequence lock
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { beforeAll, describe, expect, it } from 'vitest'
import { ChatMessage, Conversation, SyncPage } from '@quad/shared'
import { chatMessages } from '../../db/schema/chat.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { lockSeq } from './seq.ts'

/** Decision 061: writers of one school no longer wait for each other; catch-up skips nothing. */
const ctx = useTestApp()
let school: School
let maya: BearerClient
const conversations: Record<string, number> = {}

beforeAll(async () => {
  const database = ctx().database
  school = await insertSchool(database.db, { code: 'seq', name: 'Seq School' })
  const people: Record<string, { id: number; uid: string }> = {}
  for (const name of ['maya', 'jonah', 'lena']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@seq.edu` })
  }
  const person = (name: string) => people[name] as { id: number; uid: string }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  await connectStudents(ctx(), school, person('maya'), person('lena'))
  maya = await bearerClient(ctx, 'seq', 'maya@seq.edu')
  for (const name of ['jonah', 'lena']) {
    const started = await maya.post('/api/v1/chat/conversations', {
      participantUids: [person(name).uid],
    })
    conversations[name] = Conversation.parse(started.json()).id
  }
})

async function send(conversationId: number, body: string): Promise<ChatMessage> {
  const url = `/api/v1/chat/conversations/${conversationId}/messages`
  return ChatMessage.parse((await maya.post(url, { body, clientId: newClientId() })).json())
}

describe('chat seqs', () => {
  it('a change that commits late is caught up, never jumped over', async (test) => {
    // Two writers at once need two connections; the embedded database has one.
    if (ctx().database.kind === 'embedded') test.skip()
    const withJonah = conversations.jonah as number
    const withLena = conversations.lena as number
    const first = await send(withJonah, 'first')

    // An edit in the 1:1 with Jonah takes its seq and holds its commit back...
    const client = await ctx().database.pool.connect()
    try {
      const late = drizzle(client)
      await client.query('begin')
      await lockSeq(late, school, withJonah)
      const [edited] = await late
        .update(chatMessages)
        .set({ body: 'first (edited late)', seq: sql`nextval('chat_message_seq')` })
        .where(eq(chatMessages.id, first.id))
        .returning({ seq: chatMessages.seq })

      // ...while a send to Lena goes ahead (no school-wide wait) and takes a higher seq.
      const overtaking = await send(withLena, 'overtaking')
      expect(overtaking.seq).toBeGreaterThan(edited?.seq ?? Infinity)

      // A catch-up now must not end past the edit still committing: it waits it out.
      const sync = maya.get(`/api/v1/chat/sync?after=${String(first.seq)}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      await client.query('commit')
      const page = SyncPage.parse((await sync).json())
      expect(page.items.map((m) => m.body)).toEqual(['first (edited late)', 'overtaking'])
      expect(page.lastSeq).toBe(overtaking.seq)
    } finally {
      client.release()
    }
  })

  it('keeps the order of one conversation: seq and id order are commit order', async () => {
    const withJonah = conversations.jonah as number
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(withJonah, `burst ${String(i)}`)),
    )
    const byId = [...sent].sort((a, b) => a.id - b.id)
    expect(byId.map((m) => m.seq)).toEqual([...byId.map((m) => m.seq)].sort((a, b) => a - b))
    const latest = byId.at(-1) as ChatMessage
    const list = await maya.get(`/api/v1/chat/conversations/${String(withJonah)}`)
    expect(Conversation.parse(list.json()).lastMessage?.id).toBe(latest.id)
  })
})
