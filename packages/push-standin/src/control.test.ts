import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sendNotification, useStandin, vapidKeys } from './test-support.ts'
import type { ReceivedPush, StandinSubscription } from './types.ts'

const statuses = (records: Array<{ status: number }>) => records.map((record) => record.status)

describe('expire', () => {
  it('answers 410 Gone after the browser unsubscribed, and requests() shows both attempts', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    expect((await sendNotification(subscription, 'first')).status).toBe(201)
    standin.expire(subscription.endpoint)
    expect((await sendNotification(subscription, 'second')).status).toBe(410)
    expect(statuses(standin.requests(subscription.endpoint))).toEqual([201, 410])
    expect(standin.received().map((push) => push.payload)).toEqual(['first'])
  })

  it('answers 404 when asked to (RFC 8030 §7.3), for that endpoint only', async () => {
    const standin = await useStandin()
    const [gone, kept] = [standin.subscribe(), standin.subscribe()]
    standin.expire(gone.endpoint, 404)
    expect((await sendNotification(gone, 'x')).status).toBe(404)
    expect((await sendNotification(kept, 'y')).status).toBe(201)
    expect(statuses(standin.requests())).toEqual([404, 201])
  })

  it('throws for an endpoint it never made', async () => {
    const standin = await useStandin()
    expect(() => standin.expire(`${standin.origin}/push/unknown`)).toThrow(/no subscription/)
  })
})

describe('failNext', () => {
  it('answers 429 with Retry-After the next `count` times, then accepts', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    standin.failNext(subscription.endpoint, 429, 2, 7)
    for (const _attempt of [1, 2]) {
      const refused = await sendNotification(subscription, 'retry me')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('7')
    }
    expect((await sendNotification(subscription, 'retry me')).status).toBe(201)
    expect(statuses(standin.requests(subscription.endpoint))).toEqual([429, 429, 201])
    expect(standin.received()).toHaveLength(1)
  })

  it('sends Retry-After with a 503 but not with a 500, one failure by default', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    standin.failNext(subscription.endpoint, 503, undefined, 2)
    standin.failNext(subscription.endpoint, 500)
    const unavailable = await sendNotification(subscription, 'a')
    const failed = await sendNotification(subscription, 'b')
    expect([unavailable.status, unavailable.headers.get('retry-after')]).toEqual([503, '2'])
    expect([failed.status, failed.headers.get('retry-after')]).toEqual([500, null])
    expect((await sendNotification(subscription, 'c')).status).toBe(201)
  })

  it('takes only 429 and 5xx', async () => {
    const standin = await useStandin()
    const { endpoint } = standin.subscribe()
    expect(() => standin.failNext(endpoint, 404)).toThrow(RangeError)
    expect(() => standin.failNext(endpoint, 600)).toThrow(RangeError)
  })
})

describe('waitFor', () => {
  it('resolves with a push already there, or the first matching one to arrive', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    await sendNotification(subscription, 'already here')
    const early = await standin.waitFor((push) => push.payload === 'already here')
    expect(early.endpoint).toBe(subscription.endpoint)
    const later = standin.waitFor((push) => push.payload?.startsWith('later') ?? false)
    await sendNotification(subscription, 'not this one')
    await sendNotification(subscription, 'later: this one')
    expect((await later).payload).toBe('later: this one')
  })

  it('rejects after the timeout naming what did arrive and what was refused', async () => {
    const standin = await useStandin()
    const subscription = standin.subscribe()
    await sendNotification(subscription, 'a different message', { topic: 'chat' })
    standin.expire(subscription.endpoint)
    await sendNotification(subscription, 'refused')
    const started = Date.now()
    const waiting = standin.waitFor((push) => push.payload === 'never sent', 150)
    await expect(waiting).rejects.toThrow(/no matching push within 150 ms/)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    await expect(waiting).rejects.toThrow(/201 .* topic=chat payload="a different message"/)
    await expect(waiting).rejects.toThrow(/410 .*subscription has expired/)
  })

  it('rejects a wait still open when the stand-in closes', async () => {
    const standin = await useStandin()
    const waiting = standin.waitFor(() => true, 10_000)
    await standin.close()
    await expect(waiting).rejects.toThrow(/closed/)
  })
})

describe('the control API over HTTP and the CLI', () => {
  it('makes a subscription and lists what arrived, for a stand-in in another process', async () => {
    const standin = await useStandin()
    const call = async <T>(method: string, args: unknown[]) => {
      const response = await fetch(`${standin.origin}/__standin/${method}`, {
        method: 'POST',
        body: JSON.stringify(args),
      })
      return { status: response.status, body: (await response.json()) as { result?: T } }
    }
    const made = await call<StandinSubscription>('subscribe', [
      { applicationServerKey: vapidKeys.publicKey },
    ])
    const subscription = made.body.result
    if (!subscription) throw new Error(`subscribe answered ${JSON.stringify(made.body)}`)
    expect((await sendNotification(subscription, 'over http')).status).toBe(201)
    const received = await call<ReceivedPush[]>('received', [subscription.endpoint])
    expect(received.body.result?.map((push) => push.payload)).toEqual(['over http'])
    expect((await call('expire', [subscription.endpoint, 302])).status).toBe(400)
    expect((await call('failNext', [subscription.endpoint, 503, 1, 4])).status).toBe(200)
    expect((await sendNotification(subscription, 'again')).status).toBe(503)
    expect((await call('nothing', [])).status).toBe(404)
  })

  it('`npm start` prints the origin it serves', async () => {
    const cli = path.join(import.meta.dirname, 'cli.ts')
    const child = spawn(process.execPath, [cli], {
      env: { ...process.env, PUSH_STANDIN_PORT: '0' },
    })
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer]
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString())?.[1]
      expect(origin).toBeDefined()
      const response = await fetch(`${origin ?? ''}/push/none`, { method: 'POST' })
      expect(response.status).toBe(404)
    } finally {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
  })
})
