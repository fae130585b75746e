// @engines both: the HTTP contract (errors, health, readiness)
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { hostOf, insertSchool, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
beforeAll(async () => {
  await insertSchool(ctx().database.db, { code: 'alpha', name: 'Alpha' })
})

const request = (options: InjectOptions) =>
  ctx().app.inject({ ...options, headers: { host: hostOf('alpha'), ...options.headers } })

describe('errors (spec 7-8)', () => {
  it('answers malformed JSON with 400, never 500', async () => {
    const response = await request({
      method: 'POST',
      url: '/mobile_ws/v18/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'body: is not valid JSON' },
    })
    expect(response.headers['x-error-status']).toBe('400')
  })

  it('answers an unsupported content type with 415 and a huge body with 413', async () => {
    const form = await request({
      method: 'POST',
      url: '/mobile_ws/v18/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    })
    expect(form.statusCode).toBe(415)
    const huge = await request({
      method: 'POST',
      url: '/mobile_ws/v18/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().error.code).toBe('payload_too_large')
  })

  it('answers a malformed URL with the contract error shape', async () => {
    const response = await request({ url: '/mobile_ws/v18/school%' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('bad_request')
    expect(response.headers['x-error-status']).toBe('400')
  })

  it('answers unknown routes with a JSON 404 and the error headers', async () => {
    const response = await request({ url: '/api/v1/nothing-here' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('not_found')
    expect(response.headers['x-error-status']).toBe('404')
  })
})

describe('platform endpoints', () => {
  it('reports health and readiness', async () => {
    expect((await request({ url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await request({ url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
  })

  it('sends security headers with frame-ancestors from HOST_ORIGINS and no open CORS', async () => {
    // A page: the whole set.
    const page = await request({
      url: '/email/unsubscribe?token=x',
      headers: { origin: 'https://evil.example' },
    })
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://host.example",
    )
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    // Voice notes play from object URLs (issue 35 item 8); nothing else is a media source.
    expect(page.headers['content-security-policy']).toContain("media-src 'self' blob:")
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['access-control-allow-origin']).toBeUndefined()
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    // An answer that is no page: what guards a response itself, not a page's context.
    const json = await request({
      url: '/api/v1/nothing-here',
      headers: { origin: 'https://evil.example' },
    })
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'self' https://host.example",
    )
    expect(json.headers['x-content-type-options']).toBe('nosniff')
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(json.headers['access-control-allow-origin']).toBeUndefined()
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined()
    expect(json.headers['permissions-policy']).toBeUndefined()
    // A load balancer's probe: public, never a page, never framed; only `nosniff` guards it.
    for (const url of ['/healthz', '/readyz']) {
      const probe = await request({ url })
      expect(probe.headers['x-content-type-options'], url).toBe('nosniff')
      for (const name of [
        'content-security-policy',
        'cross-origin-resource-policy',
        'referrer-policy',
        'strict-transport-security',
        'permissions-policy',
      ]) {
        expect(probe.headers[name], `${url} ${name}`).toBeUndefined()
      }
    }
  })

  it('keeps the LMS round trip window linked to its opener (no COOP same-origin on its pages)', async () => {
    for (const url of [
      '/api/v1/integrations/lms/connect?redirect=%2Fedu',
      '/api/v1/integrations/lms/callback?code=x&state=y',
      '/edu?lms=connected',
    ]) {
      const response = await request({ url })
      // A page or redirect of the trip says unsafe-none; a JSON answer says nothing of it.
      expect(response.headers['cross-origin-opener-policy'], url).toBe(
        String(response.headers['content-type']).startsWith('application/json')
          ? undefined
          : 'unsafe-none',
      )
    }
    const other = await request({ url: '/email/unsubscribe?token=x' })
    expect(other.headers['cross-origin-opener-policy']).toBe('same-origin')
  })

  it('tells the client its host origins and analytics script, and lets CSP load that script', async () => {
    const response = await request({ url: '/mobile_ws/v18/app_config' })
    expect(response.json()).toEqual({
      hostOrigins: ['https://host.example'],
      analytics: {
        scriptUrl: 'https://cdn.analytics.example/agent/k123.js',
        apiKey: 'k123',
        globalName: 'quadAnalytics',
      },
    })
    const page = await request({ url: '/email/unsubscribe?token=x' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://cdn.analytics.example")
  })

  it('publishes an OpenAPI document generated from the Zod schemas', async () => {
    const doc = (await request({ url: '/api/docs' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    const login = doc.paths['/mobile_ws/v18/login'].post
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ])
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/mobile_ws/v18/school',
        '/mobile_ws/v18/authentication',
        '/api/v1/me',
        '/readyz',
      ]),
    )
  })

  it('generates avatars and favicons locally', async () => {
    const avatar = await request({ url: '/media/avatars/abc123.svg' })
    expect(avatar.headers['content-type']).toContain('image/svg+xml')
    expect(avatar.body).toContain('<svg')
    // The seed's students show it as a photo (issue 32: an SVG is a document a phone parses).
    const photo = await request({ url: '/media/avatars/abc123.webp' })
    expect(photo.headers['content-type']).toBe('image/webp')
    expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(photo.headers['cache-control']).toContain('immutable')
    expect((await request({ url: '/media/avatars/abc123.webp' })).rawPayload).toEqual(
      photo.rawPayload,
    )
    const favicon = await request({ url: '/media/favicon/alpha.svg' })
    expect(favicon.body).toContain('fill="#005fbf"')
    expect((await request({ url: '/media/avatars/..%2Fetc.svg' })).statusCode).toBe(400)
  })
})
