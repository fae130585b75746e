// @engines both: restart and kill -9 of the real process, the worker socket
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { AuthTokens, ReadyResponse } from '@quad/shared'
import { DEMO_PASSWORD } from '../seed/demo-seed.ts'
import { useProcessEnv } from '../test/process-env.ts'
import { spawnServer, writeThroughKills, type RunningServer } from '../test/spawn-server.ts'
import { testDatabaseKind } from '../test/test-database.ts'

/**
 * The real process, started as users start it: restart keeps data, kill -9 loses
 * no acknowledged write (quality.md R2), SIGTERM drains (R4), and on PostgreSQL +
 * Redis two instances behave as one.
 */
const embedded = testDatabaseKind() === 'embedded'
const processEnv = useProcessEnv()

async function loginOnce(server: RunningServer): Promise<string | null> {
  try {
    const response = await fetch(`${server.url}/mobile_ws/v18/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.edu', password: DEMO_PASSWORD }),
    })
    if (response.status !== 200) return null
    return /quad_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null
  } catch {
    return null
  }
}

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

async function isValidSession(server: RunningServer, token: string): Promise<boolean> {
  const response = await fetch(`${server.url}/mobile_ws/v18/authentication`, {
    headers: { cookie: `quad_session=${token}` },
  })
  const body: unknown = await response.json()
  return (
    Array.isArray(body) &&
    body.length === 1 &&
    typeof body[0] === 'object' &&
    body[0] !== null &&
    'uid' in body[0]
  )
}

describe('the server process', () => {
  it('loses no acknowledged write across kill -9 and restarts cleanly', async () => {
    // A steady write load: each login writes a session row, acknowledged by its 200.
    const acknowledged = await writeThroughKills(
      processEnv.env(),
      async (server) => () => loginOnce(server),
    )
    expect(acknowledged.length).toBeGreaterThan(5)
    const server = await spawnServer(processEnv.env())
    try {
      const results = await Promise.all(acknowledged.map((t) => isValidSession(server, t)))
      expect(results.filter((ok) => !ok)).toHaveLength(0)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }
    // Four server starts: 64 s measured on a loaded two-core machine (bench/HISTORY.md).
  }, 360_000)

  it.runIf(embedded)(
    'refuses a second server on the same DATA_DIR with a clear message',
    async () => {
      const first = await spawnServer(processEnv.env())
      try {
        await expect(spawnServer(processEnv.env())).rejects.toThrow(
          /already using the data directory/,
        )
        // The first one is unharmed.
        expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
      } finally {
        first.child.kill('SIGTERM')
        expect(await first.exited).toBe(0)
      }
    },
    120_000,
  )

  it('drains in-flight requests on SIGTERM and exits 0', async () => {
    const server = await spawnServer({ ...processEnv.env(), LOG_LEVEL: 'info' })
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
  }, 120_000)

  it.runIf(!embedded)(
    'runs as two instances on one PostgreSQL (and Redis) as one',
    async () => {
      const a = await spawnServer(processEnv.env())
      const b = await spawnServer(processEnv.env())
      try {
        const ready = ReadyResponse.parse(await (await fetch(`${b.url}/readyz`)).json())
        expect(ready.checks.database).toBe('ok')
        if (processEnv.env().REDIS_URL) expect(ready.checks.redis).toBe('ok')
        const token = await loginOnce(a)
        expect(token).not.toBeNull()
        expect(await isValidSession(b, token ?? '')).toBe(true)
        const tokens = await fetch(`${a.url}/mobile_ws/v18/auth_tokens`, {
          headers: { cookie: `quad_session=${token}` },
        })
        const { jwt } = AuthTokens.parse(await tokens.json())
        const me = await fetch(`${b.url}/api/v1/me`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
        expect(me.status).toBe(200)
      } finally {
        a.child.kill('SIGTERM')
        b.child.kill('SIGTERM')
        await Promise.all([a.exited, b.exited])
      }
    },
    120_000,
  )
})
