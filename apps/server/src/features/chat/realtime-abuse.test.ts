import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CloseCode,
  Conversation,
  MAX_CLIENT_FRAMES_PER_INTERVAL,
  MAX_SOCKETS_PER_STUDENT,
} from '@quad/shared'
import { bearerClient, connectStudents, type BearerClient } from '../../test/chat-fixtures.ts'
import { openSocket, type TestSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 12 item 4: one student must not stall everyone. Sockets per student are capped,
 * a flooding socket is closed, and typing frames cost no database query unless they
 * name one of the student's own conversations, and only a few a second at that.
 */
const ctx = useTestApp()
let baseUrl = ''
const host = hostOf('abuse')
const clients: Record<string, BearerClient> = {}
const uids: Record<string, string> = {}
let conversationId = 0

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  const db = ctx().database
  const school = await insertSchool(db.db, { code: 'abuse', name: 'Abuse' })
  const people: Record<string, { id: number; uid: string }> = {}
  for (const name of ['flooder', 'partner', 'bystander', 'capped', 'noisy']) {
    people[name] = await insertTestStudent(db, school, { email: `${name}@abuse.edu` })
    clients[name] = await bearerClient(ctx, 'abuse', `${name}@abuse.edu`)
  }
  await connectStudents(ctx(), school, people.flooder ?? { id: 0 }, people.partner ?? { id: 0 })
  await connectStudents(ctx(), school, people.flooder ?? { id: 0 }, people.bystander ?? { id: 0 })
  for (const [name, person] of Object.entries(people)) uids[name] = person.uid
  const started = await clients.flooder?.post('/api/v1/chat/conversations', {
    participantUids: [people.partner?.uid],
  })
  conversationId = Conversation.parse(started?.json()).id
})

const open = (name: string) => openSocket(baseUrl, clients[name]?.jwt ?? '', { host })
const closeOf = (socket: TestSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )

/** Queries the app makes from now on (every root query checks a client out of the pool). */
function countQueries() {
  const pool = ctx().database.pool
  let count = 0
  const onAcquire = () => (count += 1)
  pool.on('acquire', onAcquire)
  return {
    /** Waits until the pool is idle, then stops counting. */
    async settle(): Promise<number> {
      await vi.waitFor(() => expect(pool.waitingCount + (pool.totalCount - pool.idleCount)).toBe(0))
      pool.off('acquire', onAcquire)
      return count
    },
  }
}

describe('realtime abuse limits', () => {
  it(`refuses a student's socket beyond ${MAX_SOCKETS_PER_STUDENT} with a clear close code`, async () => {
    const sockets: TestSocket[] = []
    for (let i = 0; i < MAX_SOCKETS_PER_STUDENT; i += 1) sockets.push(await open('capped'))
    await Promise.all(sockets.map((socket) => socket.next('hello')))
    const extra = await open('capped')
    expect(await closeOf(extra)).toEqual({
      code: CloseCode.tooManySockets,
      reason: 'too many sockets',
    })
    // Another student is not affected; and a closed socket frees its place.
    const other = await open('bystander')
    await other.next('hello')
    await sockets[0]?.close()
    const again = await open('capped')
    await again.next('hello')
    await Promise.all([...sockets, again, other].map((socket) => socket.close()))
  })

  it('closes a socket that sends too many frames', async () => {
    const socket = await open('noisy')
    await socket.next('hello')
    const closed = closeOf(socket)
    for (let i = 0; i <= MAX_CLIENT_FRAMES_PER_INTERVAL; i += 1) socket.send({ type: 'ping' })
    expect(await closed).toEqual({ code: CloseCode.flooding, reason: 'too many frames' })
  })

  it("a typing flood naming many conversations costs a few queries and does not hold up others' calls", async () => {
    const sockets: TestSocket[] = []
    for (let i = 0; i < MAX_SOCKETS_PER_STUDENT; i += 1) sockets.push(await open('flooder'))
    await Promise.all(sockets.map((socket) => socket.next('hello')))
    const partner = await open('partner')
    await partner.next('hello')

    const queries = countQueries()
    // Just under the flood guard on every socket: 90 conversations each, 900 in all.
    sockets.forEach((socket, s) => {
      for (let i = 0; i < 90; i += 1) {
        const named = i === 0 ? conversationId : 100_000 + s * 100 + i
        socket.send({ type: 'typing', conversationId: named })
      }
      socket.send({ type: 'ping' })
    })
    const started = Date.now()
    const call = await clients.bystander?.get('/api/v1/chat/conversations')
    const took = Date.now() - started
    expect(call?.statusCode).toBe(200)
    await Promise.all(sockets.map((socket) => socket.next('pong')))
    // The one real conversation was typed in: the partner hears it, once.
    await partner.next('typing', (frame) => frame.conversationId === conversationId)
    const count = await queries.settle()
    // Membership from memory: the student's conversations are read once; a handful of
    // typing frames a second reach the database at most (before: one query per frame).
    expect(count).toBeLessThan(30)
    expect(took).toBeLessThan(2_000)
    expect(partner.frames.filter((frame) => frame.type === 'typing')).toHaveLength(1)
    await Promise.all([...sockets, partner].map((socket) => socket.close()))
  })

  it('remembers membership, and forgets it when it changes', async () => {
    const group = await clients.flooder?.post('/api/v1/chat/conversations', {
      participantUids: [uids.partner],
      name: 'Late joiners',
    })
    const groupId = Conversation.parse(group?.json()).id
    const partner = await open('partner')
    const bystander = await open('bystander')
    await Promise.all([partner.next('hello'), bystander.next('hello')])
    // The bystander's conversations are now in memory: not this group.
    bystander.send({ type: 'typing', conversationId: groupId + 1_000 })
    bystander.send({ type: 'ping' })
    await bystander.next('pong')
    const added = await clients.flooder?.post(
      `/api/v1/chat/conversations/${groupId}/participants`,
      {
        uids: [uids.bystander],
      },
    )
    expect(added?.statusCode).toBe(200)
    await bystander.next('conversation', (frame) => frame.conversationId === groupId)
    bystander.send({ type: 'typing', conversationId: groupId })
    await partner.next('typing', (frame) => frame.conversationId === groupId)
    await Promise.all([partner, bystander].map((socket) => socket.close()))
  })
})
