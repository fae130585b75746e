import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, FinanceSettings } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/** Issue 17: the admin's Pay link, its label, the school's currency and contact. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const PATH = '/api/v1/admin/integrations/finance'
let school: School
let admin: BearerClient
let student: BearerClient
let otherAdmin: BearerClient
const noOrigin = { actorId: null, requestId: null, ip: null }

const settings: FinanceSettings = {
  payUrl: 'https://pay.fa.edu/portal',
  payLabel: 'Pay on Student Hub',
  currency: 'CAD',
  contact: 'Bursar’s office, 555-0100',
}

beforeAll(async () => {
  const { database } = ctx()
  const db = database.db
  school = await insertSchool(db, { code: 'fa', name: 'Finance Admin U' })
  const other = await insertSchool(db, { code: 'fb', name: 'Other U' })
  const a = await insertTestStudent(database, school, { email: 'admin@fa.edu' })
  await insertTestStudent(database, school, { email: 'maya@fa.edu' })
  const b = await insertTestStudent(database, other, { email: 'admin@fb.edu' })
  for (const [target, userId] of [
    [school, a.id],
    [other, b.id],
  ] as const) {
    await changeRoles({ db, bus }, noOrigin, {
      schoolId: target.id,
      userId,
      grant: ['school_admin'],
    })
  }
  admin = await bearerClient(ctx, 'fa', 'admin@fa.edu')
  student = await bearerClient(ctx, 'fa', 'maya@fa.edu')
  otherAdmin = await bearerClient(ctx, 'fb', 'admin@fb.edu')
})

const fieldOf = (response: { json(): unknown }) =>
  ErrorBody.parse(response.json()).error.issues?.map((issue) => issue.path)

describe('GET and PUT /api/v1/admin/integrations/finance', () => {
  it('answers the defaults before anything is set', async () => {
    const response = await admin.get(PATH)
    expect(response.statusCode).toBe(200)
    expect(FinanceSettings.parse(response.json())).toEqual({
      payUrl: null,
      payLabel: null,
      currency: 'USD',
      contact: null,
    })
  })

  it('saves the settings, audits old → new, and students see the Pay link', async () => {
    const response = await admin.put(PATH, settings)
    expect(response.statusCode).toBe(200)
    expect(FinanceSettings.parse(response.json())).toEqual(settings)
    expect(FinanceSettings.parse((await admin.get(PATH)).json())).toEqual(settings)

    const entries = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'integrations.finance.update')),
      )
    expect(entries).toHaveLength(1)
    expect(entries[0]?.details).toEqual({
      changes: {
        payUrl: { from: null, to: 'https://pay.fa.edu/portal' },
        payLabel: { from: null, to: 'Pay on Student Hub' },
        currency: { from: 'USD', to: 'CAD' },
        contact: { from: null, to: 'Bursar’s office, 555-0100' },
      },
    })

    const { cookie } = await login(ctx().app, 'fa', 'maya@fa.edu')
    const bursar = await ctx().app.inject({
      url: '/mobile_ws/v18/finance/bursar',
      headers: { host: hostOf('fa'), cookie },
    })
    expect(bursar.json()).toMatchObject({
      currency: 'CAD',
      pay: { url: 'https://pay.fa.edu/portal', label: 'Pay on Student Hub' },
      contact: 'Bursar’s office, 555-0100',
    })
  })

  it('writes nothing when nothing changed, and clears the link with null', async () => {
    expect((await admin.put(PATH, settings)).statusCode).toBe(200)
    const cleared = await admin.put(PATH, { ...settings, payUrl: null, payLabel: null })
    expect(FinanceSettings.parse(cleared.json())).toMatchObject({ payUrl: null, payLabel: null })
    const entries = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'integrations.finance.update')),
      )
    expect(entries).toHaveLength(2)
    expect(entries.at(-1)?.details).toEqual({
      changes: {
        payUrl: { from: 'https://pay.fa.edu/portal', to: null },
        payLabel: { from: 'Pay on Student Hub', to: null },
      },
    })
  })

  it('refuses bad fields with a 400 naming each', async () => {
    const notHttps = await admin.put(PATH, { ...settings, payUrl: 'http://pay.fa.edu' })
    expect(notHttps.statusCode).toBe(400)
    expect(fieldOf(notHttps)).toEqual(['body.payUrl'])
    const currency = await admin.put(PATH, { ...settings, currency: 'dollars' })
    expect(currency.statusCode).toBe(400)
    expect(fieldOf(currency)).toEqual(['body.currency'])
    const noLabel = await admin.put(PATH, { ...settings, payLabel: null })
    expect(noLabel.statusCode).toBe(400)
    expect(fieldOf(noLabel)).toEqual(['body.payLabel'])
    const missing = await admin.put(PATH, { payUrl: null })
    expect(missing.statusCode).toBe(400)
    expect(fieldOf(missing)).toContain('body.currency')
  })

  it('is for the school’s admins only: 403 for students, another school’s admin sees theirs', async () => {
    expect((await student.get(PATH)).statusCode).toBe(403)
    expect((await student.put(PATH, settings)).statusCode).toBe(403)
    const theirs = await otherAdmin.get(PATH)
    expect(FinanceSettings.parse(theirs.json()).currency).toBe('USD')
  })
})
