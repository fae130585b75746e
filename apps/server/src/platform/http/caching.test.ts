import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../test/multipart.ts'
import {
  hostOf,
  login,
  TEST_PASSWORD,
  useSchoolWithStudent,
  useTestApp,
} from '../../test/test-app.ts'

const ctx = useTestApp()
const emailOf = useSchoolWithStudent(ctx, 'alpha')
let student = { cookie: '', csrfToken: '', jwt: '' }
const host = hostOf('alpha')

beforeAll(async () => {
  student = await login(ctx().app, 'alpha', emailOf())
})

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx().app.inject({ url, headers: { host, ...headers } })

/** Issue 12 item 7: answers carrying tokens or personal data must not be stored by any cache. */
describe('Cache-Control on API answers', () => {
  it('is no-store on the login, its tokens, the profile and bearer calls, errors included', async () => {
    const loggedIn = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/login',
      headers: { host },
      payload: { email: emailOf(), password: TEST_PASSWORD },
    })
    const answers = [
      loggedIn,
      await get('/mobile_ws/v18/auth_tokens', { cookie: student.cookie }),
      await get('/mobile_ws/v18/me/profile', { cookie: student.cookie }),
      await get('/api/v1/me', { authorization: `Bearer ${student.jwt}` }),
      await get('/api/v1/chat/conversations', { authorization: `Bearer ${student.jwt}` }),
      await get('/api/v1/me'),
      await get('/mobile_ws/v18/no_such_call'),
    ]
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(500)
      expect(answer.headers['cache-control'], answer.body.slice(0, 200)).toBe('no-store')
    }
  })

  it('keeps what is meant to be cached: the public app config and private photos', async () => {
    const config = await get('/mobile_ws/v18/app_config')
    expect(config.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    )
    // Revalidating with its ETag costs a bodiless 304 (decision 062).
    const etag = String(config.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const revalidated = await get('/mobile_ws/v18/app_config', { 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    // A weak copy of it in a list (a proxy that compressed the answer weakens its ETag).
    const listed = { 'if-none-match': `"old", W/${etag}` }
    expect((await get('/mobile_ws/v18/app_config', listed)).statusCode).toBe(304)
    expect((await get('/mobile_ws/v18/app_config', { 'if-none-match': '"old"' })).json()).toEqual(
      config.json(),
    )
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer()
    const body = multipart('photo', 'me.png', png)
    const uploaded = await ctx().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/me/photo',
      headers: {
        host,
        cookie: student.cookie,
        'x-cg-csrf-token': student.csrfToken,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    expect(uploaded.headers['cache-control']).toBe('no-store')
    const photo = await get(uploaded.json().data.photoUrl, { cookie: student.cookie })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['cache-control']).toBe('private, max-age=86400, immutable')
  })
})

describe('Permissions-Policy', () => {
  it('is on every answer but JSON: camera and microphone for Quad itself only, the rest denied', async () => {
    expect((await get('/api/v1/me')).headers['permissions-policy']).toBeUndefined()
    for (const url of ['/email/unsubscribe?token=x', '/media/favicon/alpha.svg']) {
      const policy = String((await get(url)).headers['permissions-policy'])
      expect(policy).toContain('camera=(self)')
      expect(policy).toContain('microphone=(self)')
      for (const denied of ['geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy).toContain(denied)
      }
    }
  })
})
