import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Redis } from 'ioredis'
import WebSocket, { WebSocketServer } from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CloseCode, MAX_SOCKETS_PER_STUDENT, REALTIME_PROTOCOL_VERSION } from '@quad/shared'
import type { School } from '../tenancy/schools.service.ts'
import { useTestRedis } from '../../test/test-redis.ts'
import { RealtimeExtensions } from './extensions.ts'
import { redisPresence } from './presence.ts'
import { Realtime, type RealtimeUser } from './realtime.ts'

/**
 * Issue 30 debt 8: a student's sockets are capped across instances, not on each one. Two
 * hubs stand for two instances: each has its own WebSocket server on loopback, bus and
 * Redis connection, and both share one Redis (a prefix of this file's own), as in
 * production. The hubs run without the features' extensions: the cap is the hub's alone,
 * and the sockets and the upgrade's token check are covered by the app's tests.
 */
const redis = useTestRedis()
const student: RealtimeUser = { id: 7, uid: 'capped', school: { id: 1 } as School }
const instances: { url: string; realtime: Realtime }[] = []
const closers: (() => Promise<void>)[] = []

async function startInstance(url: string) {
  const connection = new Redis(url, { keyPrefix: redis.prefix })
  const realtime = new Realtime(await redis.connectBus(), redisPresence(connection))
  realtime.setExtensions(new RealtimeExtensions([]))
  const server = createServer()
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket, request) => {
    const grant = { expiresAt: Date.now() + 600_000, sessionId: 'session' }
    realtime.attach(socket, request.socket, student, grant, REALTIME_PROTOCOL_VERSION)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  closers.push(async () => {
    await realtime.close()
    sockets.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    connection.disconnect()
  })
  return { url: `ws://127.0.0.1:${port}`, realtime }
}

beforeAll(async () => {
  if (!redis.url) return
  instances.push(await startInstance(redis.url), await startInstance(redis.url))
})
afterAll(async () => {
  await Promise.all(closers.map((close) => close()))
})

const open: WebSocket[] = []
type Answer = 'hello' | { code: number; reason: string }

/** Opens a socket to instance `which` and says how the hub answered: hello, or a close. */
async function connect(which: number): Promise<Answer> {
  const socket = new WebSocket(instances[which]?.url ?? '')
  open.push(socket)
  return new Promise((resolve, reject) => {
    socket.on('error', reject)
    socket.once('message', () => resolve('hello'))
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
}

async function closeAll(): Promise<void> {
  const closing = open.splice(0).map(
    (socket) =>
      new Promise((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve(undefined)
        socket.once('close', resolve)
        socket.close()
      }),
  )
  await Promise.all(closing)
  await vi.waitFor(() => expect(instances.map(({ realtime }) => realtime.size)).toEqual([0, 0]))
}

const refused = { code: CloseCode.tooManySockets, reason: 'too many sockets' }

describe.runIf(redis.url)('the socket cap across instances', () => {
  it(`refuses a student's socket beyond ${MAX_SOCKETS_PER_STUDENT} over two instances`, async () => {
    for (let i = 0; i < MAX_SOCKETS_PER_STUDENT; i += 1) expect(await connect(i % 2)).toBe('hello')
    expect(await connect(0)).toEqual(refused)
    expect(await connect(1)).toEqual(refused)
    // A closed socket gives its place back, to either instance (once its close is seen).
    const first = open[0]
    first?.close()
    await vi.waitFor(() => expect(instances[0]?.realtime.size).toBe(4))
    await vi.waitFor(async () => expect(await connect(1)).toBe('hello'))
    expect(await connect(0)).toEqual(refused)
    await closeAll()
  })

  it('gives back the places of sockets that close at once, exactly once each', async () => {
    // Closed by the client before (or while) the hub claims their place.
    for (let i = 0; i < MAX_SOCKETS_PER_STUDENT; i += 1) {
      const socket = new WebSocket(instances[i % 2]?.url ?? '')
      socket.on('error', () => undefined)
      socket.once('open', () => socket.terminate())
      open.push(socket)
    }
    await closeAll()
    // Each place comes back (a hub may still be seeing a close: hence the retries), and
    // only once: the next socket beyond the cap is still refused.
    for (let i = 0; i < MAX_SOCKETS_PER_STUDENT; i += 1) {
      await vi.waitFor(async () => expect(await connect(i % 2)).toBe('hello'))
    }
    expect(await connect(1)).toEqual(refused)
    await closeAll()
  })
})
