// @engines both: the feature's route contract
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreatedApiKey, SchoolApiKey, SchoolApiKeyList, SIS_KINDS, SisStatus } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { schoolApiKeys } from '../../db/schema/index.ts'
import { useTestApp } from '../../test/test-app.ts'
import { bus, push, schoolWithAdmin } from './test-fixtures.ts'

/** Issue 17: school API keys for the student-records feed (decision 049). */
const ctx = useTestApp({ bus })
const KEYS = '/api/v1/admin/api-keys'
const TERM = { externalId: 'FA26', name: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-12-18' }
let a: Awaited<ReturnType<typeof schoolWithAdmin>>
let b: Awaited<ReturnType<typeof schoolWithAdmin>>

beforeAll(async () => {
  a = await schoolWithAdmin(ctx, 'ka')
  b = await schoolWithAdmin(ctx, 'kb')
})

async function create(name: string) {
  const response = await a.admin.post(KEYS, { name })
  expect(response.statusCode).toBe(201)
  return CreatedApiKey.parse(response.json())
}

const list = async () => SchoolApiKeyList.parse((await a.admin.get(KEYS)).json()).items
const auditsOf = (action: string) =>
  ctx()
    .database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.schoolId, a.school.id), eq(auditLog.action, action)))

describe('school API keys', () => {
  it('shows a new key once, keeps only its hash, lists it without it, audits without it', async () => {
    const { key, apiKey } = await create('Banner nightly')
    expect(key).toMatch(/^quad_sk_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/)
    expect(key).toContain(`quad_sk_${apiKey.prefix}_`)

    const items = await list()
    expect(items.map((item) => item.name)).toEqual(['Banner nightly'])
    expect(items[0]).toMatchObject({ prefix: apiKey.prefix, revokedAt: null, expiresAt: null })
    expect(items[0]?.createdBy).toMatch(/\S/)
    expect(JSON.stringify(items)).not.toContain(key.slice(19))

    const [row] = await ctx()
      .database.db.select()
      .from(schoolApiKeys)
      .where(eq(schoolApiKeys.id, Number(apiKey.id)))
    expect(JSON.stringify(row)).not.toContain(key.slice(19))
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/)

    const audits = await auditsOf('sis_key.create')
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ subjectType: 'school_api_key', subjectId: apiKey.id })
    expect(JSON.stringify(audits)).not.toContain(key.slice(19))

    expect((await push(ctx, 'ka', key, 'terms', [TERM])).statusCode).toBe(200)
    const used = (await list()).find((item) => item.id === apiKey.id)
    expect(used?.lastUsedAt).not.toBe(null)
    // Written at most once a minute: a second push at once leaves it.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await push(ctx, 'ka', key, 'terms', [TERM])).statusCode).toBe(200)
    const again = (await list()).find((item) => item.id === apiKey.id)
    expect(again?.lastUsedAt).toBe(used?.lastUsedAt)
  })

  it('the key is refused when altered, unknown, malformed or missing', async () => {
    const { key } = await create('Refusals')
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')
    for (const wrong of [altered, 'quad_sk_0123456789_' + 'x'.repeat(43), 'nonsense']) {
      const response = await push(ctx, 'ka', wrong, 'terms', [TERM])
      expect(response.statusCode).toBe(401)
    }
    const none = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/integrations/sis/terms',
      headers: { host: 'ka.quad.test' },
      payload: { items: [TERM] },
    })
    expect(none.statusCode).toBe(401)
  })

  it('rotating gives a new key and keeps the old one for the grace; 0 ends it now', async () => {
    const { key: old, apiKey } = await create('Rotated')
    const response = await a.admin.post(`${KEYS}/${apiKey.id}/rotate`, { graceHours: 2 })
    expect(response.statusCode).toBe(201)
    const rotated = CreatedApiKey.parse(response.json())
    expect(rotated.key).not.toBe(old)
    expect(rotated.apiKey.name).toBe('Rotated')

    const before = (await list()).find((item) => item.id === apiKey.id)
    const hours = (Date.parse(before?.expiresAt ?? '') - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(1.9)
    expect(hours).toBeLessThanOrEqual(2)
    expect((await push(ctx, 'ka', old, 'terms', [TERM])).statusCode).toBe(200)
    expect((await push(ctx, 'ka', rotated.key, 'terms', [TERM])).statusCode).toBe(200)

    const again = await a.admin.post(`${KEYS}/${rotated.apiKey.id}/rotate`, { graceHours: 0 })
    const third = CreatedApiKey.parse(again.json())
    expect((await push(ctx, 'ka', rotated.key, 'terms', [TERM])).statusCode).toBe(401)
    expect((await push(ctx, 'ka', third.key, 'terms', [TERM])).statusCode).toBe(200)
    expect(await auditsOf('sis_key.rotate')).toHaveLength(2)
  })

  it('revoking stops the key at once; a revoked key cannot be rotated or revoked again', async () => {
    const { key, apiKey } = await create('Revoked')
    expect((await push(ctx, 'ka', key, 'terms', [TERM])).statusCode).toBe(200)
    const response = await a.admin.delete(`${KEYS}/${apiKey.id}`)
    expect(response.statusCode).toBe(200)
    expect(SchoolApiKey.parse(response.json()).revokedAt).not.toBe(null)
    expect((await push(ctx, 'ka', key, 'terms', [TERM])).statusCode).toBe(401)
    expect((await a.admin.delete(`${KEYS}/${apiKey.id}`)).statusCode).toBe(404)
    const rotate = await a.admin.post(`${KEYS}/${apiKey.id}/rotate`, { graceHours: 1 })
    expect(rotate.statusCode).toBe(404)
    expect(await auditsOf('sis_key.revoke')).toHaveLength(1)
  })

  it("another school's key is refused like an unknown one; admins see only their keys", async () => {
    const { key } = await create('School A only')
    const unknown = await push(ctx, 'kb', 'quad_sk_0123456789_' + 'x'.repeat(43), 'terms', [TERM])
    const elsewhere = await push(ctx, 'kb', key, 'terms', [TERM])
    expect(elsewhere.statusCode).toBe(401)
    expect(elsewhere.json()).toEqual(unknown.json())
    const theirs = SchoolApiKeyList.parse((await b.admin.get(KEYS)).json()).items
    expect(theirs).toEqual([])
    const id = (await list())[0]?.id
    expect((await b.admin.delete(`${KEYS}/${id}`)).statusCode).toBe(404)
  })

  it('only admins manage keys (403 for a student), and the name is required', async () => {
    expect((await a.student.get(KEYS)).statusCode).toBe(403)
    expect((await a.student.post(KEYS, { name: 'mine' })).statusCode).toBe(403)
    expect((await a.student.get('/api/v1/admin/integrations/sis/status')).statusCode).toBe(403)
    const bad = await a.admin.post(KEYS, { name: '  ' })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('name')
  })

  it('the status tells "last synced" per kind', async () => {
    const response = await a.admin.get('/api/v1/admin/integrations/sis/status')
    expect(response.statusCode).toBe(200)
    const { sources } = SisStatus.parse(response.json())
    expect(sources.map((s) => s.kind)).toEqual([...SIS_KINDS])
    expect(sources[0]?.lastSyncedAt).not.toBe(null)
    expect(sources[1]).toMatchObject({ lastSyncedAt: null, itemsSeen: 0 })
  })
})
