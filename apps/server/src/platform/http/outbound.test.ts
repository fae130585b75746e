import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutbound, OutboundRefused } from './outbound.ts'

/**
 * Issue 30 security 2: every fetch of a URL a person typed goes through one guard. A local
 * server plays the outside world; it is on loopback, so tests name it explicitly, as
 * development does (`OUTBOUND_ALLOW_HOSTS`), and everything else on loopback stays refused.
 */
let server: http.Server
let allowed = ''
let victim: http.Server
let victimHits = 0
let victimPort = 0

beforeAll(async () => {
  victim = http.createServer((_request, response) => {
    victimHits += 1
    response.end('internal secret')
  })
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === '/to-loopback') {
      response.writeHead(302, { location: `http://127.0.0.1:${String(victimPort)}/` }).end()
    } else if (url.pathname === '/to-ipv6-loopback') {
      response.writeHead(307, { location: `http://[::1]:${String(victimPort)}/` }).end()
    } else if (url.pathname === '/to-name') {
      response.writeHead(301, { location: `http://localhost:${String(victimPort)}/` }).end()
    } else if (url.pathname === '/to-self') {
      response.writeHead(302, { location: '/ok' }).end()
    } else if (url.pathname === '/big') {
      // No content-length: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'text/plain' })
      const chunk = Buffer.alloc(64 * 1024, 97)
      for (let i = 0; i < 64; i++) response.write(chunk)
      response.end()
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.end('late'), 5_000).unref()
    } else {
      response.end('hello')
    }
  })
  for (const s of [server, victim]) {
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  }
  allowed = `127.0.0.1:${String((server.address() as AddressInfo).port)}`
  victimPort = (victim.address() as AddressInfo).port
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
  victim.close()
})

const outbound = () =>
  createOutbound({
    httpsOnly: false,
    allowedHosts: [allowed],
    timeoutMs: 500,
    maxBytes: 1024 * 1024,
  })

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OutboundRefused)
  return (error as Error).message
}

describe('the outbound guard', () => {
  it.each([
    ['http://127.0.0.1:6379/', 'a loopback address'],
    ['http://[::1]:6379/', 'a loopback address'],
    ['http://10.0.0.8/', 'a private address'],
    ['http://192.168.1.1/', 'a private address'],
    ['http://169.254.169.254/latest/meta-data/', 'a link-local address'],
    ['http://100.64.0.1/', 'a carrier-grade NAT address'],
    ['http://[fd00::1]/', 'a private (unique local) address'],
    ['http://[::ffff:127.0.0.1]/', 'a loopback address'],
    ['http://0.0.0.0/', 'the unspecified address'],
  ])('refuses %s, before sending anything', async (url, kind) => {
    expect(await refusal(outbound().fetch(url))).toContain(kind)
    expect(await outbound().check(url)).toContain(kind)
  })

  it('refuses a DNS name that resolves to loopback, when saved and when connecting', async () => {
    const url = `http://localhost:${String(victimPort)}/`
    expect(await outbound().check(url)).toBe(
      'resolves to a loopback address, which Quad does not fetch',
    )
    const before = victimHits
    expect(await refusal(outbound().fetch(url))).toBe('localhost resolves to a loopback address')
    expect(victimHits).toBe(before)
  })

  it('checks every redirect: to a loopback address, IPv6 loopback, or a name resolving to one', async () => {
    const before = victimHits
    for (const path of ['/to-loopback', '/to-ipv6-loopback', '/to-name']) {
      const message = await refusal(outbound().fetch(`http://${allowed}${path}`))
      expect(message).toMatch(/loopback address/)
    }
    expect(victimHits).toBe(before)
    // A redirect within the allowed host is followed; `redirect: 'error'` refuses any.
    expect(await (await outbound().fetch(`http://${allowed}/to-self`)).text()).toBe('hello')
    expect(
      await refusal(outbound().fetch(`http://${allowed}/to-self`, { redirect: 'error' })),
    ).toMatch(/redirected/)
  })

  it('caps the answer and the time', async () => {
    const big = await outbound().fetch(`http://${allowed}/big`)
    expect(await refusal(big.text())).toMatch(/answered more than 1048576 bytes/)
    expect(await refusal(outbound().fetch(`http://${allowed}/slow`))).toMatch(
      /did not answer within 500 ms/,
    )
  })

  it('asks for https in production, and names what is wrong with a typed address', async () => {
    const production = createOutbound({ httpsOnly: true, allowedHosts: [] })
    expect(await production.check('http://example.com/')).toBe('must be an https:// address')
    expect(await refusal(production.fetch('http://example.com/'))).toMatch(/https/)
    expect(await production.check('ftp://example.com/')).toBe('must be an https:// address')
    expect(await production.check('not a url')).toBe('must be a full address (https://…)')
    expect(await production.check('https://user:pw@example.com/')).toBe(
      'must not carry a user name or password',
    )
    // Not resolvable now: saved, and checked again whenever it is fetched.
    expect(await production.check('https://no-such-host.invalid/')).toBeNull()
  })

  it('answers as the platform Response, so libraries that check instanceof accept it', async () => {
    const response = await outbound().fetch(`http://${allowed}/`)
    expect(response).toBeInstanceOf(Response)
    expect(await response.text()).toBe('hello')
  })
})
