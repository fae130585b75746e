import { beforeAll, describe, expect, it } from 'vitest'
import type { FastifyRequest } from 'fastify'
import { CSRF_HEADER } from '@quad/shared'
import { clientFor, hostOf, login, useSchoolWithStudent, useTestApp } from '../../test/test-app.ts'
import { defineModule } from '../module.ts'

/**
 * Issue 31, decision 070: a route declares what it needs in its config and the platform's
 * hooks honour it; the surface still gives the default (/mobile_ws/: the session and the
 * CSRF token; /api/v1/: a bearer). Each probe route answers whether it saw a session.
 */
const seen = async (request: FastifyRequest) => ({ session: request.session !== null })

const probeModule = defineModule({
  name: 'route-auth-probe',
  register(app) {
    app.post('/mobile_ws/v18/probe/plain', seen)
    app.post('/mobile_ws/v18/probe/tokenless', { config: { csrf: false } }, seen)
    app.get('/mobile_ws/v18/probe/read', seen)
    app.get('/mobile_ws/v18/probe/changes', { config: { changesState: true } }, seen)
    app.get('/media/probe/plain', seen)
    app.get('/media/probe/session', { config: { auth: 'session' } }, seen)
    app.get('/api/v1/probe/plain', seen)
    app.get('/api/v1/probe/session', { config: { auth: 'session' } }, seen)
    app.put('/api/v1/probe/machine', { config: { auth: 'machine' } }, seen)
  },
})

const ctx = useTestApp({ modules: [probeModule] })
const email = useSchoolWithStudent(ctx, 'probe')
const { get, post } = clientFor(ctx, 'probe')
let cookie = ''
let csrfToken = ''

beforeAll(async () => {
  ;({ cookie, csrfToken } = await login(ctx().app, 'probe', email()))
})

describe('csrf: false', () => {
  it('lets a /mobile_ws/ state change through without the token; a plain one gets 403', async () => {
    expect((await post('/mobile_ws/v18/probe/plain', {}, { cookie })).statusCode).toBe(403)
    const tokenless = await post('/mobile_ws/v18/probe/tokenless', {}, { cookie })
    expect(tokenless.statusCode).toBe(200)
    // The session is still loaded: only the token check is waived.
    expect(tokenless.json()).toEqual({ session: true })
    const withToken = await post(
      '/mobile_ws/v18/probe/plain',
      {},
      { cookie, [CSRF_HEADER]: csrfToken },
    )
    expect(withToken.statusCode).toBe(200)
  })
})

describe('changesState: true', () => {
  it('makes a GET carry the CSRF token like a POST', async () => {
    expect((await get('/mobile_ws/v18/probe/read', { cookie })).statusCode).toBe(200)
    expect((await get('/mobile_ws/v18/probe/changes', { cookie })).statusCode).toBe(403)
    const withToken = await get('/mobile_ws/v18/probe/changes', {
      cookie,
      [CSRF_HEADER]: csrfToken,
    })
    expect(withToken.statusCode).toBe(200)
  })
})

describe("auth: 'session'", () => {
  it('loads the session outside /mobile_ws/; a plain route there never sees one', async () => {
    expect((await get('/media/probe/session', { cookie })).json()).toEqual({ session: true })
    expect((await get('/media/probe/plain', { cookie })).json()).toEqual({ session: false })
  })

  it('answers an /api/v1/ route by the cookie, no bearer needed', async () => {
    const response = await get('/api/v1/probe/session', { cookie })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ session: true })
  })
})

describe("auth: 'machine'", () => {
  it('answers an /api/v1/ route without a bearer or a session; a plain one answers 401', async () => {
    expect((await get('/api/v1/probe/plain', { cookie })).statusCode).toBe(401)
    const machine = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/probe/machine',
      headers: { host: hostOf('probe'), authorization: 'Bearer school-api-key', cookie },
    })
    expect(machine.statusCode).toBe(200)
    // Its credential is its own to check: the platform loads no session for it either.
    expect(machine.json()).toEqual({ session: false })
  })
})
