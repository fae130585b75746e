import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, LmsSettingsAnswer } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { developerKey, useLmsWorld } from '../../test/lms-connect-fixtures.ts'
import { LMS_KEY_CREDENTIAL } from './names.ts'

/** Issue 17: the admin's LMS settings (decision 048). */
const world = useLmsWorld()
const PATH = '/api/v1/admin/integrations/lms'

const storedSecret = async () =>
  world().context.integrations.credentials.get(world().context.database.db, {
    schoolId: world().school.id,
    provider: 'canvas',
    name: LMS_KEY_CREDENTIAL,
  })

describe('GET and PUT /api/v1/admin/integrations/lms', () => {
  it('answers the settings, the redirect URI to register, never the secret', async () => {
    const response = await world().admin.get(PATH)
    expect(response.statusCode).toBe(200)
    expect(LmsSettingsAnswer.parse(response.json())).toEqual({
      configured: true,
      provider: 'canvas',
      baseUrl: world().standin.url,
      clientId: developerKey.clientId,
      hasSecret: true,
      enabled: true,
      redirectUri: 'http://la.quad.test/api/v1/integrations/lms/callback',
      connectedStudents: 0,
    })
    expect(response.body).not.toContain(developerKey.clientSecret)
  })

  it('is for admins only', async () => {
    expect((await world().maya.api.get(PATH)).statusCode).toBe(403)
    const put = await world().maya.api.put(PATH, {
      provider: 'canvas',
      baseUrl: 'https://evil.example',
      clientId: 'x',
      enabled: true,
    })
    expect(put.statusCode).toBe(403)
    expect(LmsSettingsAnswer.parse((await world().admin.get(PATH)).json()).baseUrl).toBe(
      world().standin.url,
    )
  })

  it('keeps the stored secret when none is sent, and audits old → new without it', async () => {
    const response = await world().admin.put(PATH, {
      provider: 'canvas',
      baseUrl: world().standin.url,
      clientId: 'changed-client',
      enabled: false,
    })
    expect(response.statusCode).toBe(200)
    expect(LmsSettingsAnswer.parse(response.json())).toMatchObject({
      clientId: 'changed-client',
      enabled: false,
      hasSecret: true,
    })
    expect(await storedSecret()).toEqual({ clientSecret: developerKey.clientSecret })
    const [entry] = await world()
      .context.database.db.select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.schoolId, world().school.id),
          eq(auditLog.action, 'integrations.lms.update'),
        ),
      )
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1)
    expect(entry?.details).toEqual({
      old: {
        provider: 'canvas',
        baseUrl: world().standin.url,
        clientId: developerKey.clientId,
        enabled: true,
      },
      new: {
        provider: 'canvas',
        baseUrl: world().standin.url,
        clientId: 'changed-client',
        enabled: false,
      },
      secretChanged: false,
    })
    expect(JSON.stringify(entry)).not.toContain(developerKey.clientSecret)
  })

  it('a disabled LMS: connect answers 409, the status says not configured', async () => {
    const connect = await world().app.inject({
      url: '/api/v1/integrations/lms/connect?redirect=/edu',
      headers: { host: 'la.quad.test', cookie: world().maya.cookie },
    })
    expect(connect.statusCode).toBe(409)
    const status = (await world().maya.api.get('/api/v1/academic/status')).json()
    expect(status).toMatchObject({ configured: false, connectURL: null })
  })

  it('replaces the secret when one is sent', async () => {
    const response = await world().admin.put(PATH, {
      provider: 'canvas',
      baseUrl: world().standin.url,
      clientId: developerKey.clientId,
      clientSecret: '  rotated-secret  ',
      enabled: true,
    })
    expect(response.statusCode).toBe(200)
    expect(await storedSecret()).toEqual({ clientSecret: 'rotated-secret' })
  })

  it('names the field it refuses', async () => {
    const response = await world().admin.put(PATH, {
      provider: 'canvas',
      baseUrl: 'http://evil.example/',
      clientId: 'x',
      enabled: true,
    })
    expect(response.statusCode).toBe(400)
    const paths = ErrorBody.parse(response.json()).error.issues?.map((issue) => issue.path)
    expect(paths).toEqual(['body.baseUrl'])
  })

  it("refuses an address on the server's own network, naming why (issue 30 security 2)", async () => {
    for (const [baseUrl, why] of [
      ['https://10.0.0.5', 'is a private address'],
      ['https://169.254.169.254', 'is a link-local address (cloud metadata lives there)'],
      ['https://[fd00::5]', 'is a private (unique local) address'],
    ] as const) {
      const response = await world().admin.put(PATH, {
        provider: 'canvas',
        baseUrl,
        clientId: developerKey.clientId,
        enabled: true,
      })
      expect(response.statusCode).toBe(400)
      expect(ErrorBody.parse(response.json()).error.message).toBe(
        `body.baseUrl: ${why}, which Quad does not fetch`,
      )
    }
  })
})

describe('a school without an LMS yet', () => {
  it('needs a secret the first time; meanwhile connect answers 404, the status not configured', async () => {
    const { bare } = world()
    const connect = await world().app.inject({
      url: '/api/v1/integrations/lms/connect',
      headers: { host: 'lc.quad.test', cookie: bare.student.cookie },
    })
    expect(connect.statusCode).toBe(404)
    expect((await bare.student.api.get('/api/v1/academic/status')).json()).toMatchObject({
      configured: false,
      provider: null,
      connected: false,
      connectURL: null,
    })
    const first = await bare.admin.put(PATH, {
      provider: 'canvas',
      baseUrl: 'https://canvas.lc.edu',
      clientId: '1',
      enabled: true,
    })
    expect(first.statusCode).toBe(400)
    expect(ErrorBody.parse(first.json()).error.issues).toEqual([
      { path: 'body.clientSecret', message: expect.any(String) },
    ])
    expect(LmsSettingsAnswer.parse((await bare.admin.get(PATH)).json())).toMatchObject({
      configured: false,
      hasSecret: false,
      redirectUri: 'http://lc.quad.test/api/v1/integrations/lms/callback',
    })
  })
})
