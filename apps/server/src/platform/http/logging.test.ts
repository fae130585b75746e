import { beforeAll, describe, expect, it } from 'vitest'
import { unsubscribeToken } from '../../features/notifications/unsubscribe.ts'
import { captureLog } from '../../test/log-lines.ts'
import { openSocket } from '../../test/socket-client.ts'
import { hostOf, login, useSchoolWithStudent, useTestApp } from '../../test/test-app.ts'

/** Every line the app's real logger writes, as text. */
const lines = captureLog()
const ctx = useTestApp({ logger: { level: 'info', stream: lines.stream } })
const emailOf = useSchoolWithStudent(ctx, 'alpha')
const host = hostOf('alpha')
let baseUrl = ''

beforeAll(async () => {
  baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
})

/** Issue 12 item 6: live bearer and unsubscribe tokens were written to the server log. */
describe('the server log', () => {
  it('carries no bearer, session, CSRF or unsubscribe token', async () => {
    const { jwt, cookie, csrfToken } = await login(ctx().app, 'alpha', emailOf())
    const socket = await openSocket(baseUrl, jwt, { host })
    await socket.next('hello')
    await socket.close()
    const me = await ctx().app.inject({
      url: `/api/v1/me?access_token=${jwt}`,
      headers: { host, authorization: `Bearer ${jwt}`, cookie, 'x-cg-csrf-token': csrfToken },
    })
    expect(me.statusCode).toBe(200)
    const unsubscribe = unsubscribeToken(ctx().jwtSecret, 1, 'general.connectionRequests')
    for (const method of ['GET', 'POST'] as const) {
      await ctx().app.inject({
        method,
        url: `/email/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
        headers: { host },
      })
    }

    const log = lines.text()
    // The requests were logged, with their paths...
    expect(log).toContain('/api/v1/realtime?')
    expect(log).toContain('/email/unsubscribe?')
    // ...and none of their credentials.
    const session = cookie.split('=')[1] ?? ''
    for (const secret of [jwt, session, csrfToken, unsubscribe, encodeURIComponent(unsubscribe)]) {
      expect(secret.length).toBeGreaterThan(16)
      expect(log).not.toContain(secret)
    }
    expect(log).toContain('?token=[redacted]')
    expect(log).toContain('?access_token=[redacted]')
  })
})
