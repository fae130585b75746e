// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { BursarAnswer, HoldsAnswer } from '@quad/shared'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { financeSettings } from '../../db/schema/student-records.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { insertBalance, insertHold, insertTerm, recordSync } from './finance-fixtures.ts'
import { SIS_BALANCES_SOURCE, SIS_HOLDS_SOURCE } from './names.ts'

/** Issue 17 /financial: the student's bursar account and holds (spec 7 `finance ...`). */
const ctx = useTestApp()
let school: School
const cookies: Record<string, string> = {}

async function get(code: string, email: string, path: string) {
  const cookie = cookies[email] ?? ''
  return ctx().app.inject({
    url: `/mobile_ws/v18/finance/${path}`,
    headers: { host: hostOf(code), cookie },
  })
}
const bursar = async (email: string, code = 'fin') => {
  const response = await get(code, email, 'bursar')
  expect(response.statusCode).toBe(200)
  return BursarAnswer.parse(response.json())
}
const holds = async (email: string, code = 'fin') => {
  const response = await get(code, email, 'holds')
  expect(response.statusCode).toBe(200)
  return HoldsAnswer.parse(response.json())
}

beforeAll(async () => {
  const { database } = ctx()
  const db = database.db
  school = await insertSchool(db, { code: 'fin', name: 'Finance U' })
  const other = await insertSchool(db, { code: 'fio', name: 'Other U' })
  const maya = await insertTestStudent(database, school, { email: 'maya@fin.edu' })
  const theo = await insertTestStudent(database, school, { email: 'theo@fin.edu' })
  await insertTestStudent(database, school, { email: 'new@fin.edu' })
  const far = await insertTestStudent(database, other, { email: 'far@fio.edu' })

  const term = (schoolId: number, name: string, startsOn: string, endsOn: string) =>
    insertTerm(db, schoolId, { name, startsOn, endsOn })
  const spring = await term(school.id, 'Spring 2026', '2026-01-12', '2026-05-08')
  const fall = await term(school.id, 'Fall 2026', '2026-08-31', '2026-12-18')
  const abroad = await term(school.id, 'Summer in Lyon', '2026-06-01', '2026-07-31')
  const otherTerm = await term(other.id, 'Fall 2026', '2026-08-31', '2026-12-18')
  const mine = { schoolId: school.id, userId: maya.id }
  // Fall: lines stored out of date order; 0.10 + 0.20 in cents stays exactly 30.
  await insertBalance(db, {
    ...mine,
    termId: fall,
    currency: 'USD',
    balanceMinor: 125_030,
    dueOn: '2026-10-01',
    charges: [
      { description: 'Lab fee', amountMinor: 10, postedOn: '2026-08-25' },
      { description: 'Tuition', amountMinor: 305_000, postedOn: '2026-08-20' },
      { description: 'Locker', amountMinor: 20, postedOn: '2026-08-26' },
    ],
    payments: [{ description: 'Loan disbursement', amountMinor: 180_000, postedOn: '2026-09-05' }],
  })
  // Spring: a credit, due earlier, but owing nothing: it lowers the total, not the date.
  await insertBalance(db, {
    ...mine,
    termId: spring,
    currency: 'USD',
    balanceMinor: -2_500,
    dueOn: '2026-02-01',
  })
  // Abroad, in euros, due earliest: listed, neither summed nor the due date.
  await insertBalance(db, {
    ...mine,
    termId: abroad,
    currency: 'EUR',
    balanceMinor: 90_000,
    dueOn: '2026-05-01',
  })
  await insertBalance(db, {
    schoolId: school.id,
    userId: theo.id,
    termId: fall,
    currency: 'USD',
    balanceMinor: 777,
    dueOn: '2026-09-15',
  })
  await insertBalance(db, {
    schoolId: other.id,
    userId: far.id,
    termId: otherTerm,
    currency: 'USD',
    balanceMinor: 5,
    dueOn: '2026-09-15',
  })

  await insertHold(db, {
    ...mine,
    title: 'Bursar hold',
    blocks: ['registration', 'transcripts'],
    placedOn: '2026-09-01',
    reason: 'Unpaid balance',
    contact: 'bursar@fin.edu',
  })
  await insertHold(db, {
    ...mine,
    title: 'Immunisation records',
    blocks: ['enrollment_changes'],
    placedOn: '2026-10-10',
  })
  await insertHold(db, {
    ...mine,
    title: 'Library fine',
    blocks: ['diploma'],
    placedOn: '2026-03-01',
    resolvedOn: '2026-03-20',
  })
  await insertHold(db, {
    schoolId: school.id,
    userId: theo.id,
    title: 'Theo’s hold',
    blocks: ['grades'],
    placedOn: '2026-09-01',
  })

  for (const [code, email] of [
    ['fin', 'maya@fin.edu'],
    ['fin', 'theo@fin.edu'],
    ['fin', 'new@fin.edu'],
    ['fio', 'far@fio.edu'],
  ] as const) {
    cookies[email] = (await login(ctx().app, code, email)).cookie
  }
})

describe('GET /mobile_ws/v18/finance/bursar', () => {
  it('answers each term newest first, lines by date, the total in the school currency only', async () => {
    const body = await bursar('maya@fin.edu')
    expect(body.terms.map((term) => [term.termName, term.currency, term.balanceMinor])).toEqual([
      ['Fall 2026', 'USD', 125_030],
      ['Summer in Lyon', 'EUR', 90_000],
      ['Spring 2026', 'USD', -2_500],
    ])
    const fall = body.terms[0]
    expect(fall?.charges.map((line) => [line.description, line.amountMinor, line.date])).toEqual([
      ['Tuition', 305_000, '2026-08-20'],
      ['Lab fee', 10, '2026-08-25'],
      ['Locker', 20, '2026-08-26'],
    ])
    expect(fall?.payments.map((line) => line.description)).toEqual(['Loan disbursement'])
    expect(fall).toMatchObject({ startsOn: '2026-08-31', dueOn: '2026-10-01' })
    // 125 030 − 2 500 in cents; the 900.00 EUR are not added to dollars.
    expect(body.currency).toBe('USD')
    expect(body.balanceMinor).toBe(122_530)
    expect(body.dueOn).toBe('2026-10-01')
  })

  it('shows a student only their own account, in their own school', async () => {
    const theo = await bursar('theo@fin.edu')
    expect(theo.terms.map((term) => term.balanceMinor)).toEqual([777])
    expect(theo.balanceMinor).toBe(777)
    const far = await bursar('far@fio.edu', 'fio')
    expect(far.terms.map((term) => term.balanceMinor)).toEqual([5])
  })

  it('answers an empty account, not an error, when the school sent nothing', async () => {
    const body = await bursar('new@fin.edu')
    expect(body.terms).toEqual([])
    const { currency, balanceMinor, dueOn, pay, contact, lastSyncedAt } = body
    expect([currency, balanceMinor, dueOn, pay, contact, lastSyncedAt]).toEqual([
      'USD',
      0,
      null,
      null,
      null,
      null,
    ])
  })

  it('sums in the currency the school chose, with its Pay link and contact', async () => {
    await ctx().database.db.insert(financeSettings).values({
      schoolId: school.id,
      currency: 'EUR',
      payUrl: 'https://pay.fin.edu/',
      payLabel: 'Pay on Student Hub',
      contact: 'bursar@fin.edu',
    })
    const body = await bursar('maya@fin.edu')
    expect(body).toMatchObject({
      currency: 'EUR',
      balanceMinor: 90_000,
      dueOn: '2026-05-01',
      pay: { url: 'https://pay.fin.edu/', label: 'Pay on Student Hub' },
      contact: 'bursar@fin.edu',
    })
    expect(body.terms).toHaveLength(3)
  })

  it('says when the balances were last pushed', async () => {
    await recordSync(ctx().database.db, school.id, SIS_BALANCES_SOURCE)
    const body = await bursar('maya@fin.edu')
    expect(Date.now() - Date.parse(body.lastSyncedAt ?? '')).toBeLessThan(60_000)
    expect((await holds('maya@fin.edu')).lastSyncedAt).toBeNull()
  })

  it('asks for a sign-in', async () => {
    const response = await ctx().app.inject({
      url: '/mobile_ws/v18/finance/bursar',
      headers: { host: hostOf('fin') },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('GET /mobile_ws/v18/finance/holds', () => {
  it('answers the holds in force, newest first, without resolved ones', async () => {
    const body = await holds('maya@fin.edu')
    expect(body.items.map((hold) => [hold.title, hold.blocks, hold.placedOn])).toEqual([
      ['Immunisation records', ['enrollment_changes'], '2026-10-10'],
      ['Bursar hold', ['registration', 'transcripts'], '2026-09-01'],
    ])
    expect(body.items[1]).toMatchObject({
      reason: 'Unpaid balance',
      contact: 'bursar@fin.edu',
      howToClear: 'Pay the balance at the bursar’s office.',
    })
  })

  it('shows a student only their own holds; none is an empty list', async () => {
    expect((await holds('theo@fin.edu')).items.map((hold) => hold.title)).toEqual(['Theo’s hold'])
    expect(await holds('new@fin.edu')).toEqual({ items: [], lastSyncedAt: null })
    expect((await holds('far@fio.edu', 'fio')).items).toEqual([])
  })

  it('says when the holds were last pushed', async () => {
    await recordSync(ctx().database.db, school.id, SIS_HOLDS_SOURCE)
    const body = await holds('maya@fin.edu')
    expect(Date.now() - Date.parse(body.lastSyncedAt ?? '')).toBeLessThan(60_000)
  })
})
