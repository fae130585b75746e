import { describe, expect, it } from 'vitest'
import { useIntegrations } from '../../test/integrations-fixtures.ts'
import { hostOf } from '../../test/test-app.ts'
import { linkError, signLink, verifyLink } from './signed-links.ts'

/** Issue 13 item 8: one signed-link helper (unsubscribe links now, calendar feeds next). */
const secret = new TextEncoder().encode('a-link-secret-a-link-secret-a-link-secret')
const HOUR = 60 * 60 * 1000
const inAnHour = () => new Date(Date.now() + HOUR)

describe('signed links', () => {
  it('carry their claims back, whatever order they were given in', () => {
    const token = signLink(secret, 'test', { b: 2, a: 'x' }, inAnHour())
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(signLink(secret, 'test', { a: 'x', b: 2 }, inAnHour())).toBe(token)
    const check = verifyLink(secret, 'test', token)
    expect(check).toMatchObject({ ok: true, claims: { a: 'x', b: 2 } })
  })

  it('refuse a changed payload, another secret, garbage, another purpose and an expired link', () => {
    const token = signLink(secret, 'unsubscribe', { user: 1, setting: 'general.chat' }, inAnHour())
    const [payload, mac] = token.split('.') as [string, string]
    const decoded = Buffer.from(payload, 'base64url').toString()
    const retargeted = Buffer.from(decoded.replace('"user":1', '"user":2')).toString('base64url')
    expect(verifyLink(secret, 'unsubscribe', `${retargeted}.${mac}`)).toEqual({
      ok: false,
      failure: 'tampered',
    })
    const otherSecret = new TextEncoder().encode('another-secret-another-secret-another')
    expect(verifyLink(otherSecret, 'unsubscribe', token)).toEqual({
      ok: false,
      failure: 'tampered',
    })
    for (const garbage of ['', 'abc', 'a.b.c', `${payload}.`]) {
      expect(verifyLink(secret, 'unsubscribe', garbage)).toEqual({
        ok: false,
        failure: 'malformed',
      })
    }
    expect(verifyLink(secret, 'calendar-feed', token)).toEqual({
      ok: false,
      failure: 'wrong-purpose',
    })
    const past = signLink(secret, 'unsubscribe', { user: 1 }, new Date(Date.now() - 1000))
    expect(verifyLink(secret, 'unsubscribe', past)).toEqual({ ok: false, failure: 'expired' })
    expect(verifyLink(secret, 'unsubscribe', token, new Date(Date.now() + 2 * HOUR))).toEqual({
      ok: false,
      failure: 'expired',
    })
  })

  it('turn each failure into a clear answer: 400, 403 or 410', () => {
    expect(linkError('malformed').status).toBe(400)
    expect(linkError('tampered').status).toBe(400)
    expect(linkError('wrong-purpose').status).toBe(403)
    expect(linkError('expired')).toMatchObject({ status: 410, code: 'gone' })
    expect(linkError('revoked')).toMatchObject({ status: 410, code: 'gone' })
  })
})

describe('revocable links (calendar feeds)', () => {
  // A feed route as issue 15 will write it: verify, else answer the typed failure. The
  // token goes in `?token=`: logging redacts it there, and it is longer than a path
  // parameter may be (Fastify's maxParamLength, 100).
  const fixture = useIntegrations((app, { integrations, database }) => {
    app.get<{ Querystring: { token: string } }>('/probe/feed', async (request) => {
      const check = await integrations.links.verifyRevocable(
        database.db,
        request.school?.id ?? 0,
        'calendar-feed',
        request.query.token,
      )
      if (!check.ok) throw integrations.links.error(check.failure)
      return { subject: check.claims.subject }
    })
  })
  const db = () => fixture().ctx.database.db
  const feed = (token: string, code = 'sync') =>
    fixture().ctx.app.inject({
      url: `/probe/feed?token=${encodeURIComponent(token)}`,
      headers: { host: hostOf(code) },
    })

  it('a feed route answers 200, then 410 once reset, 403 elsewhere, 400 for a forgery', async () => {
    const { integrations, school } = fixture()
    const to = { schoolId: school.id, purpose: 'calendar-feed', subject: 'uid-ivy' }
    const token = await integrations.links.signRevocable(db(), to, {})
    expect((await feed(token)).json()).toEqual({ subject: 'uid-ivy' })
    expect((await feed(token, 'other')).statusCode).toBe(403)
    expect((await feed(`${token.slice(0, -2)}xx`)).statusCode).toBe(400)
    const unsubscribe = integrations.links.sign('unsubscribe', { user: 1 }, null)
    expect((await feed(unsubscribe)).statusCode).toBe(403)
    await integrations.links.revoke(db(), to)
    const gone = await feed(token)
    expect(gone.statusCode).toBe(410)
    expect(gone.json()).toEqual({
      error: { code: 'gone', message: 'This link was replaced by a newer one.' },
    })
  })

  it('last without expiry until the subject resets them; then only the new link works', async () => {
    const { integrations, school, other } = fixture()
    const { links } = integrations
    const feed = { schoolId: school.id, purpose: 'calendar-feed', subject: 'uid-maya' }
    const first = await links.signRevocable(db(), feed, { clubs: 1 })
    const check = await links.verifyRevocable(db(), school.id, 'calendar-feed', first)
    expect(check).toMatchObject({ ok: true, expiresAt: null, claims: { clubs: 1 } })
    expect(links.verify('calendar-feed', first, new Date(Date.UTC(2100, 0)))).toMatchObject({
      ok: true,
    })

    expect(await links.revoke(db(), feed)).toBe(2)
    expect(await links.verifyRevocable(db(), school.id, 'calendar-feed', first)).toEqual({
      ok: false,
      failure: 'revoked',
    })
    const second = await links.signRevocable(db(), feed, { clubs: 1 })
    expect(second).not.toBe(first)
    expect(await links.verifyRevocable(db(), school.id, 'calendar-feed', second)).toMatchObject({
      ok: true,
    })
    expect(await links.verifyRevocable(db(), other.id, 'calendar-feed', second)).toEqual({
      ok: false,
      failure: 'wrong-purpose',
    })
    // Another subject's links are untouched by the reset.
    const classmate = { ...feed, subject: 'uid-ben' }
    const theirs = await links.signRevocable(db(), classmate, {})
    await links.revoke(db(), feed)
    expect(await links.verifyRevocable(db(), school.id, 'calendar-feed', theirs)).toMatchObject({
      ok: true,
    })
  })
})
