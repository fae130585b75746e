// @engines both: the feature's route contract
import { describe, expect, it } from 'vitest'
import type { AuthUser, RecordsAnswer } from '@quad/shared'
import { modules } from '../../modules.ts'
import { defineModule } from '../../platform/module.ts'
import {
  createTestApp,
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  useTestApp,
} from '../../test/test-app.ts'
import { beforeAll } from 'vitest'

/**
 * Issue 18 item 5 through real HTTP: the records page lists every personal data part a
 * module declares, the platform's own records with their real retention, exactly what
 * analytics sends, and the opt-out, which the authentication answers carry at once.
 */
const notesPart = defineModule({
  name: 'records-test-notes',
  register: () => {},
  personalData: [
    {
      name: 'notes',
      describes: { what: 'Notes you wrote', kept: 'Until you delete them' },
      export: () => Promise.resolve({ records: [] }),
      erase: () => Promise.resolve(),
    },
  ],
})
const ctx = useTestApp({ modules: [...modules, notesPart] })
const host = hostOf('records')
let session = { jwt: '', cookie: '' }
let uid = ''

beforeAll(async () => {
  const school = await insertSchool(ctx().database.db, { code: 'records', name: 'Records' })
  await insertTestStudent(ctx().database, school, { email: 'maya@records.edu' })
  session = await login(ctx().app, 'records', 'maya@records.edu')
  uid = (await me()).uid
}, 60_000)

const bearer = () => ({ host, authorization: `Bearer ${session.jwt}` })
async function me(): Promise<AuthUser> {
  const response = await ctx().app.inject({ url: '/api/v1/me', headers: bearer() })
  return response.json<AuthUser>()
}
async function records(): Promise<RecordsAnswer> {
  const response = await ctx().app.inject({ url: '/api/v1/me/records', headers: bearer() })
  expect(response.statusCode).toBe(200)
  return response.json<RecordsAnswer>()
}
const choose = (payload: Record<string, unknown>) =>
  ctx().app.inject({ method: 'PUT', url: '/api/v1/me/analytics', headers: bearer(), payload })
const authentication = async () => {
  const response = await ctx().app.inject({
    url: '/mobile_ws/v18/authentication',
    headers: { host, cookie: session.cookie },
  })
  return response.json<AuthUser[]>()[0]
}

describe('GET /api/v1/me/records', () => {
  it('lists the modules’ parts and the platform’s records with the real retention', async () => {
    const answer = await records()
    expect(answer.items).toContainEqual({
      name: 'notes',
      what: 'Notes you wrote',
      kept: 'Until you delete them',
    })
    const sessions = answer.items.find((item) => item.name === 'sessions')
    expect(sessions?.kept).toMatch(/30 days.*7 days.*15 minutes/)
    expect(answer.items.map((item) => item.name)).toContain('audit-log')
    expect(answer.analyticsOptOut).toBe(false)
  })

  it('states exactly what analytics sends: lowercased uid and account type, school code', async () => {
    const { analytics } = await records()
    expect(analytics).toEqual({
      configured: true,
      scriptHost: 'cdn.analytics.example',
      visitor: { id: uid.toLowerCase(), accountType: 'student' },
      account: { id: 'records' },
    })
  })

  it('says analytics is off when the deployment names no script', async () => {
    const bare = await createTestApp(ctx().database, { config: { analytics: null } })
    try {
      const response = await bare.inject({ url: '/api/v1/me/records', headers: bearer() })
      expect(response.json<RecordsAnswer>().analytics).toMatchObject({
        configured: false,
        scriptHost: null,
      })
    } finally {
      await bare.close()
    }
  })

  it('needs a bearer token', async () => {
    const response = await ctx().app.inject({ url: '/api/v1/me/records', headers: { host } })
    expect(response.statusCode).toBe(401)
  })
})

describe('PUT /api/v1/me/analytics', () => {
  it('opting out persists and the authentication answers carry analytics: false at once', async () => {
    expect(await authentication()).toMatchObject({ analytics: true })
    const out = await choose({ optOut: true })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ optOut: true })
    expect((await records()).analyticsOptOut).toBe(true)
    expect(await me()).toMatchObject({ analytics: false })
    expect(await authentication()).toMatchObject({ analytics: false })

    expect((await choose({ optOut: false })).statusCode).toBe(200)
    expect((await records()).analyticsOptOut).toBe(false)
    expect(await authentication()).toMatchObject({ analytics: true })
  })

  it('a body without a boolean optOut is a 400 naming the field', async () => {
    const response = await choose({ optOut: 'yes' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatch(/optOut/)
  })
})
