// @engines both: restart and kill -9 of the real process, the worker socket
import http from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ChatMessage, Conversation, MessagePage, ReadyResponse, SyncPage } from '@quad/shared'
import { DEMO_PASSWORD } from '../seed/demo-seed.ts'
import { users } from './db/schema.ts'
import { useProcessEnv } from '../test/process-env.ts'
import {
  aConnectionUid,
  bearerApi,
  isValidSession,
  jwtFor,
  jwtOf,
  signIn,
} from '../test/process-clients.ts'
import { openSocket } from '../test/socket-client.ts'
import { spawnServer, writeThroughKills, type RunningServer } from '../test/spawn-server.ts'
import { testDatabaseKind } from '../test/test-database.ts'

/**
 * The real process, started as users start it: kill -9 loses no acknowledged write, a
 * session or a chat message (quality.md R2), and restarts keep data; SIGTERM drains
 * requests and says "going away" to sockets (R4); the embedded database's directory takes
 * one server; on PostgreSQL + Redis two instances act as one, chat included (issue 6
 * items 3 and 5). Each server start costs seconds, so each test asks all it can of the
 * servers it starts (decision 070).
 */
const embedded = testDatabaseKind() === 'embedded'
const withRedis = !embedded && Boolean(process.env.REDIS_URL)
const processEnv = useProcessEnv()

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 5))
  }
}

/** A login on a fresh connection; `written` resolves once the whole request is sent. */
function rawLogin(port: number): { written: Promise<void>; status: Promise<number> } {
  const body = JSON.stringify({ email: 'student@demo.edu', password: DEMO_PASSWORD })
  let markWritten = () => undefined as void
  const written = new Promise<void>((resolve) => (markWritten = resolve))
  const status = new Promise<number>((resolve) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/mobile_ws/v18/login',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', () => resolve(-1))
    request.end(body, markWritten)
  })
  return { written, status }
}

/** Maya starts a conversation with one of her connections: its id. */
async function startConversation(server: RunningServer, jwt: string): Promise<number> {
  const started = await bearerApi(server, jwt).post('/api/v1/chat/conversations', {
    participantUids: [await aConnectionUid(server)],
  })
  return Conversation.parse(await started.json()).id
}

/** Every message of the conversation the server holds, by id. */
async function storedMessages(server: RunningServer, jwt: string, conversationId: number) {
  const stored = new Set<number>()
  let before: number | null | undefined
  do {
    const query = before ? `?limit=100&before=${String(before)}` : '?limit=100'
    const response = await bearerApi(server, jwt).get(
      `/api/v1/chat/conversations/${String(conversationId)}/messages${query}`,
    )
    const page = MessagePage.parse(await response.json())
    for (const message of page.items) stored.add(message.id)
    before = page.nextBefore
  } while (before)
  return stored
}

async function stop(...servers: RunningServer[]) {
  for (const server of servers) server.child.kill('SIGTERM')
  await Promise.all(servers.map((s) => s.exited))
}

type Written = { session: string } | { message: number }

describe('the server process', () => {
  it('loses no acknowledged session or chat message across kill -9; SIGTERM says "going away"', async () => {
    let conversationId = 0
    // A steady write load: half the lanes sign in (each writes a session row, acknowledged
    // by its 200), half send chat messages (acknowledged by their 201).
    const acknowledged = await writeThroughKills<Written>(
      processEnv.env(),
      async (server, cycle) => {
        const jwt = await jwtFor(server, 'student@demo.edu')
        const maya = bearerApi(server, jwt)
        if (!conversationId) conversationId = await startConversation(server, jwt)
        let n = 0
        return async (lane) => {
          if (lane % 2 === 0) {
            const session = await signIn(server)
            return session ? { session } : null
          }
          n += 1
          const response = await maya.post(
            `/api/v1/chat/conversations/${String(conversationId)}/messages`,
            {
              body: `cycle ${String(cycle)} #${String(n)}`,
              clientId: `kill-${String(cycle)}-${String(n)}`,
            },
          )
          return response.status === 201
            ? { message: ChatMessage.parse(await response.json()).id }
            : null
        }
      },
      { runMs: 800 },
    )
    const sessions = acknowledged.flatMap((w) => ('session' in w ? [w.session] : []))
    const messages = acknowledged.flatMap((w) => ('message' in w ? [w.message] : []))
    // Every lane had a write acknowledged in each of the three cycles.
    expect(sessions.length).toBeGreaterThanOrEqual(6)
    expect(messages.length).toBeGreaterThanOrEqual(6)
    const server = await spawnServer(processEnv.env())
    try {
      const valid = await Promise.all(sessions.map((token) => isValidSession(server, token)))
      expect(valid.filter((ok) => !ok)).toHaveLength(0)
      const jwt = await jwtFor(server, 'student@demo.edu')
      const stored = await storedMessages(server, jwt, conversationId)
      expect(messages.filter((id) => !stored.has(id))).toEqual([])
      // R4: told to stop, the server closes its sockets with "going away" and exits 0.
      const socket = await openSocket(server.url, jwt)
      await socket.next('hello')
      const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve))
      server.child.kill('SIGTERM')
      expect(await closed).toBe(1001)
      expect(await server.exited).toBe(0)
    } finally {
      await stop(server)
    }
    // Four server starts: 64 s and 72 s measured for the two tests this one joins, on a
    // loaded two-core machine (bench/HISTORY.md); a limit more than twice that.
  }, 360_000)

  it('drains in-flight requests on SIGTERM and exits 0; its data directory takes no second server', async () => {
    const server = await spawnServer({ ...processEnv.env(), LOG_LEVEL: 'info' })
    // A check that fails stops the server too: left running, it would hold its port and
    // data directory past this file.
    try {
      if (embedded) {
        // The embedded database's directory is this server's: a second is refused, clearly.
        await expect(spawnServer(processEnv.env())).rejects.toThrow(
          /already using the data directory/,
        )
      }
      // 20 Argon2id logins, each on its own connection and fully written before the
      // signal, keep the server busy while it is told to stop.
      const inFlight = Array.from({ length: 20 }, () => rawLogin(server.port))
      await Promise.all(inFlight.map((r) => r.written))
      // Signal only once the server has received all 20 (Fastify logs each arrival).
      await waitUntil(() => (server.output().match(/incoming request/g) ?? []).length >= 20)
      server.child.kill('SIGTERM')
      const statuses = await Promise.all(inFlight.map((r) => r.status))
      expect(statuses, server.output()).toEqual(statuses.map(() => 200))
      const code = await server.exited
      expect(code, server.output()).toBe(0)
    } finally {
      await stop(server)
    }
  }, 120_000)

  it.runIf(!embedded)(
    'runs as two instances on one PostgreSQL (and Redis) as one, chat delivered across them',
    async () => {
      const db = processEnv.database()?.db
      if (!db) throw new Error('needs PostgreSQL')
      const a = await spawnServer(processEnv.env())
      let b = await spawnServer(processEnv.env())
      try {
        const ready = ReadyResponse.parse(await (await fetch(`${b.url}/readyz`)).json())
        expect(ready.checks.database).toBe('ok')
        if (withRedis) expect(ready.checks.redis).toBe('ok')
        // A session made on A holds on B, and so does its bearer token.
        const session = await signIn(a)
        expect(session).not.toBeNull()
        expect(await isValidSession(b, session ?? '')).toBe(true)
        const jwt = await jwtOf(a, session ?? '')
        const me = await fetch(`${b.url}/api/v1/me`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
        expect(me.status).toBe(200)
        if (!withRedis) return

        const friendUid = await aConnectionUid(a)
        const [friend] = await db.select().from(users).where(eq(users.uid, friendUid))
        if (!friend) throw new Error(`the connection ${friendUid} is not stored`)
        const conversationId = await startConversation(a, jwt)
        const friendJwt = await jwtFor(b, friend.email)
        const sendVia = async (body: string) => {
          const response = await bearerApi(a, jwt).post(
            `/api/v1/chat/conversations/${String(conversationId)}/messages`,
            { body, clientId: `two-${body.replace(/\W/g, '-')}-${String(Date.now())}` },
          )
          expect(response.status).toBe(201)
          return ChatMessage.parse(await response.json())
        }

        // Sent through A, received on a socket held by B.
        const socket = await openSocket(b.url, friendJwt)
        await socket.next('hello')
        const first = await sendVia('through A to B')
        const frame = await socket.next('message', (f) => f.message.id === first.id)
        expect(frame.message.body).toBe('through A to B')

        // B dies; messages go on through A; B comes back; the client catches up.
        b.child.kill('SIGKILL')
        await b.exited
        const whileDown = [await sendVia('while B was down 1'), await sendVia('while B was down 2')]
        b = await spawnServer(processEnv.env())
        const back = await openSocket(b.url, friendJwt)
        await back.next('hello')
        const sync = SyncPage.parse(
          await (
            await bearerApi(b, friendJwt).get(`/api/v1/chat/sync?after=${String(first.seq)}`)
          ).json(),
        )
        expect(sync.items.map((m) => m.id)).toEqual(whileDown.map((m) => m.id))
        // And live delivery across instances works again.
        const after = await sendVia('after the restart')
        await back.next('message', (f) => f.message.id === after.id)
        await back.close()
      } finally {
        await stop(a, b)
      }
    },
    180_000,
  )
})
