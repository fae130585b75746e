import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sisBalances, sisHolds, sisLedgerItems } from '../../db/schema/student-records.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import type { PersonalDataSubject } from '../../platform/personal-data.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { insertBalance, insertHold, insertTerm } from './finance-fixtures.ts'
import { financesPersonalData } from './personal-data.ts'

/**
 * The finances' personal data (issue 18 item 4): balances with their lines and holds
 * (lifted ones too) exported as stored, in minor units; Quad's copy erased, whatever the
 * school's policy; another student's account untouched.
 */
const ctx = useTestApp()
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-finances-pd-'))
const db = () => ctx().database.db
let school: School
let maya: { id: number; uid: string }
let theo: { id: number; uid: string }
let mayaBalances: number[] = []

const [part] = financesPersonalData
const subjectOf = (user: { id: number; uid: string }): PersonalDataSubject => ({
  school,
  userId: user.id,
  uid: user.uid,
  storage: configuredStorage(ctx().database, dataDir),
  outbox: ctx().app.outbox,
})
interface Exported {
  balances: {
    term: { name: string }
    currency: string
    balanceMinor: number
    dueOn: string | null
    charges: { description: string; amountMinor: number; postedOn: string }[]
    payments: { description: string; amountMinor: number }[]
  }[]
  holds: { title: string; blocks: string[]; resolvedOn: string | null }[]
}
const exported = async (user: { id: number; uid: string }) => {
  if (!part) throw new Error('no finances part')
  return JSON.parse(JSON.stringify((await part.export(db(), subjectOf(user))).records)) as Exported
}

beforeAll(async () => {
  school = await insertSchool(db(), { code: 'finpd', name: 'Finance Data U' })
  maya = await insertTestStudent(ctx().database, school, { email: 'maya@finpd.edu' })
  theo = await insertTestStudent(ctx().database, school, { email: 'theo@finpd.edu' })
  const fall = await insertTerm(db(), school.id, {
    name: 'Fall 2026',
    startsOn: '2026-08-31',
    endsOn: '2026-12-18',
  })
  const lyon = await insertTerm(db(), school.id, {
    name: 'Summer in Lyon',
    startsOn: '2026-06-01',
    endsOn: '2026-07-31',
  })
  const mine = { schoolId: school.id, userId: maya.id }
  mayaBalances = [
    await insertBalance(db(), {
      ...mine,
      termId: fall,
      currency: 'USD',
      balanceMinor: 125_030,
      dueOn: '2026-10-01',
      charges: [
        { description: 'Tuition', amountMinor: 305_000, postedOn: '2026-08-20' },
        { description: 'Lab fee', amountMinor: 30, postedOn: '2026-08-25' },
      ],
      payments: [
        { description: 'Loan disbursement', amountMinor: 180_000, postedOn: '2026-09-05' },
      ],
    }),
    await insertBalance(db(), {
      ...mine,
      termId: lyon,
      currency: 'EUR',
      balanceMinor: 90_000,
      dueOn: null,
    }),
  ]
  await insertBalance(db(), {
    schoolId: school.id,
    userId: theo.id,
    termId: fall,
    currency: 'USD',
    balanceMinor: 777_777,
    dueOn: '2026-10-01',
    charges: [{ description: 'Theo’s dorm', amountMinor: 777_777, postedOn: '2026-08-20' }],
  })
  await insertHold(db(), {
    ...mine,
    title: 'Immunization records missing',
    blocks: ['registration'],
    placedOn: '2026-08-01',
  })
  await insertHold(db(), {
    ...mine,
    title: 'Library fine',
    blocks: ['transcripts'],
    placedOn: '2026-03-01',
    resolvedOn: '2026-04-01',
  })
  await insertHold(db(), {
    schoolId: school.id,
    userId: theo.id,
    title: 'Theo’s parking fine',
    blocks: ['diploma'],
    placedOn: '2026-08-01',
  })
})

describe('finances personal data', () => {
  it('exports each balance with its lines in minor units, and every hold', async () => {
    const records = await exported(maya)
    expect(records.balances.map((b) => [b.term.name, b.currency, b.balanceMinor, b.dueOn])).toEqual(
      [
        ['Summer in Lyon', 'EUR', 90_000, null],
        ['Fall 2026', 'USD', 125_030, '2026-10-01'],
      ],
    )
    const fall = records.balances[1]
    expect(fall?.charges.map((c) => [c.description, c.amountMinor, c.postedOn])).toEqual([
      ['Tuition', 305_000, '2026-08-20'],
      ['Lab fee', 30, '2026-08-25'],
    ])
    expect(fall?.payments.map((p) => [p.description, p.amountMinor])).toEqual([
      ['Loan disbursement', 180_000],
    ])
    expect(records.holds.map((h) => [h.title, h.blocks, h.resolvedOn])).toEqual([
      ['Library fine', ['transcripts'], '2026-04-01'],
      ['Immunization records missing', ['registration'], null],
    ])
    const text = JSON.stringify(records)
    for (const his of ['777777', 'Theo’s dorm', 'Theo’s parking fine']) {
      expect(text).not.toContain(his)
    }
  })

  it('erases Quad’s copy (balances, their lines, holds) whatever the policy; Theo’s stays', async () => {
    if (!part) throw new Error('no finances part')
    await db().transaction((tx) => part.erase(tx, subjectOf(maya), 'anonymise'))
    expect(await exported(maya)).toEqual({ balances: [], holds: [] })
    const left = async (table: typeof sisBalances | typeof sisHolds, userId: number) =>
      (await db().select().from(table).where(eq(table.userId, userId))).length
    expect(await left(sisBalances, maya.id)).toBe(0)
    expect(await left(sisHolds, maya.id)).toBe(0)
    const lines = await db()
      .select()
      .from(sisLedgerItems)
      .where(inArray(sisLedgerItems.balanceId, mayaBalances))
    expect(lines).toEqual([])
    expect(await left(sisBalances, theo.id)).toBe(1)
    expect(await left(sisHolds, theo.id)).toBe(1)
    const theos = await exported(theo)
    expect(theos.balances[0]?.charges.map((c) => c.description)).toEqual(['Theo’s dorm'])
  })
})
