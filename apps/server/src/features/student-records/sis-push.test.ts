// @engines both: concurrent pushes of one record
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CreatedApiKey, SisBatchAnswer, SisStatus } from '@quad/shared'
import {
  sisBalances,
  sisEnrollments,
  sisHolds,
  sisLedgerItems,
  sisMeetings,
  sisSections,
  sisTerms,
} from '../../db/schema/index.ts'
import { modules } from '../../modules.ts'
import { users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { PersonalData } from '../../platform/personal-data.ts'
import { insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { eraseAccount } from '../account-deletion/erase.service.ts'
import { bus, push, schoolWithAdmin } from './test-fixtures.ts'

/** Issue 17: the student-records pushes (decision 049), every kind, on both databases. */
const ctx = useTestApp({ bus })
const db = () => ctx().database.db
let a: Awaited<ReturnType<typeof schoolWithAdmin>>
let keyA: string
let keyB: string

async function keyFor(school: typeof a) {
  const response = await school.admin.post('/api/v1/admin/api-keys', { name: 'SIS' })
  return CreatedApiKey.parse(response.json()).key
}

beforeAll(async () => {
  a = await schoolWithAdmin(ctx, 'pa')
  const b = await schoolWithAdmin(ctx, 'pb')
  keyA = await keyFor(a)
  keyB = await keyFor(b)
})

async function pushA(kind: string, items: unknown[]) {
  const response = await push(ctx, 'pa', keyA, kind, items)
  expect(response.statusCode).toBe(200)
  return SisBatchAnswer.parse(response.json())
}

const term = { externalId: 'FA26', name: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-12-18' }
const course = {
  externalId: 'MATH-101-A',
  term: 'FA26',
  courseCode: 'MATH 101',
  title: 'Calculus I',
  sectionCode: 'A',
  instructor: 'Dr. Ada Byron',
  credits: '4',
}
const meeting = {
  externalId: 'MATH-101-A-LEC',
  section: 'MATH-101-A',
  days: ['MO', 'WE', 'FR'],
  startTime: '09:00',
  endTime: '09:50',
  timeZone: 'America/New_York',
  location: 'Hall 2',
  kind: 'lecture',
}
const enrollment = {
  externalId: 'E-1',
  studentEmail: 'MAYA@pa.edu',
  section: 'MATH-101-A',
  status: 'enrolled',
}
const line = (externalId: string, amount: number) => ({
  externalId,
  description: `Line ${externalId}`,
  amount,
  date: '2026-08-15',
})
const balance = {
  externalId: 'B-1',
  studentEmail: 'maya@pa.edu',
  term: 'FA26',
  currency: 'USD',
  balance: 12.34,
  dueDate: '2026-09-15',
  charges: [line('C-1', 1000), line('C-2', 12.34)],
  payments: [line('P-1', 987.66)],
}
const hold = {
  externalId: 'H-1',
  studentEmail: 'maya@pa.edu',
  title: 'Immunization records',
  blocks: ['registration'],
  howToClear: 'Upload your records to the health portal.',
  placedOn: '2026-08-01',
}

const BATCHES = [
  ['terms', term],
  ['courses', course],
  ['meetings', meeting],
  ['enrollments', enrollment],
  ['balances', balance],
  ['holds', hold],
] as const

describe('SIS pushes', () => {
  it('accepts every kind, in order, and a re-push of each changes nothing', async () => {
    for (const [kind, item] of BATCHES) {
      expect(await pushA(kind, [item]), kind).toEqual({
        accepted: 1,
        inserted: 1,
        updated: 0,
        unchanged: 0,
        errors: [],
      })
    }
    const stamps = async () =>
      Promise.all(
        [
          sisTerms,
          sisSections,
          sisMeetings,
          sisEnrollments,
          sisBalances,
          sisHolds,
          sisLedgerItems,
        ].map((table) => db().select({ at: table.updatedAt }).from(table)),
      )
    const before = await stamps()
    for (const [kind, item] of BATCHES) {
      expect(await pushA(kind, [item]), kind).toMatchObject({ accepted: 1, unchanged: 1 })
    }
    expect(await stamps()).toEqual(before)

    const [section] = await db().select().from(sisSections)
    expect(section).toMatchObject({ courseCode: 'MATH 101', instructor: 'Dr. Ada Byron' })
    const [enrolled] = await db().select().from(sisEnrollments)
    expect(enrolled).toMatchObject({ userId: a.studentId, sectionId: section?.id })
    const [meetingRow] = await db().select().from(sisMeetings)
    expect(meetingRow?.days).toEqual(['MO', 'WE', 'FR'])

    const status = SisStatus.parse(
      (await a.admin.get('/api/v1/admin/integrations/sis/status')).json(),
    )
    expect(status.sources.every((source) => source.lastSyncedAt !== null)).toBe(true)
    expect(status.sources[0]).toMatchObject({ itemsSeen: 1, itemsChanged: 0, lastError: null })
  })

  it('a changed item is updated; an omitted optional field is cleared', async () => {
    const { instructor: _gone, ...noInstructor } = course
    expect(await pushA('courses', [{ ...noInstructor, title: 'Calculus One' }])).toMatchObject({
      updated: 1,
    })
    const [section] = await db().select().from(sisSections)
    expect(section).toMatchObject({ title: 'Calculus One', instructor: null })
  })

  it('answers each bad item with its index and field, and keeps the good ones', async () => {
    const answer = await pushA('meetings', [
      { ...meeting, externalId: 'OK-1' },
      { ...meeting, externalId: 'BAD-1', startTime: '9am' },
      { ...meeting, externalId: 'BAD-2', section: 'NO-SUCH-SECTION' },
      { ...meeting, externalId: 'BAD-3', timeZone: 'Mars/Olympus' },
      { ...meeting, externalId: 'BAD-4', endTime: '08:00' },
      { ...meeting, externalId: 'OK-1' },
      'not an object',
    ])
    expect(answer).toMatchObject({ accepted: 1, inserted: 1 })
    expect(answer.errors.map(({ index, field }) => ({ index, field }))).toEqual([
      { index: 1, field: 'startTime' },
      { index: 2, field: 'section' },
      { index: 3, field: 'timeZone' },
      { index: 4, field: 'endTime' },
      { index: 5, field: 'externalId' },
      { index: 6, field: '' },
    ])
    expect(answer.errors[1]?.message).toMatch(/push courses first/)
    const courseless = await pushA('courses', [{ ...course, externalId: 'X', term: 'SP27' }])
    expect(courseless.errors).toEqual([
      { index: 0, field: 'term', message: expect.stringMatching(/push terms first/) },
    ])
  })

  it('a whole refused batch is recorded as a failed sync; a bad body or kind is a 400', async () => {
    await pushA('holds', [{ ...hold, externalId: 'H-9', studentEmail: 'nobody@pa.edu' }])
    const status = SisStatus.parse(
      (await a.admin.get('/api/v1/admin/integrations/sis/status')).json(),
    )
    const holds = status.sources.find((source) => source.kind === 'holds')
    expect(holds?.lastError).toMatch(/studentEmail/)
    expect(holds?.lastSyncedAt).not.toBe(null)

    const empty = await push(ctx, 'pa', keyA, 'holds', [])
    expect(empty.statusCode).toBe(400)
    expect(JSON.stringify(empty.json())).toContain('items')
    expect((await push(ctx, 'pa', keyA, 'grades', [hold])).statusCode).toBe(400)
  })

  it("refuses a student of another school by email, and another school's key", async () => {
    const answer = await pushA('enrollments', [
      { ...enrollment, externalId: 'E-2', studentEmail: 'maya@pb.edu' },
    ])
    expect(answer.errors).toEqual([
      { index: 0, field: 'studentEmail', message: 'no student with this email at this school' },
    ])
    const crossed = await push(ctx, 'pa', keyB, 'terms', [term])
    expect(crossed.statusCode).toBe(401)
    const wrongHost = await push(ctx, 'pb', keyA, 'terms', [term])
    expect(wrongHost.statusCode).toBe(401)
  })

  it('converts amounts to minor units by the currency (USD cents, JPY none)', async () => {
    const answer = await pushA('balances', [
      { ...balance, externalId: 'B-JPY', currency: 'JPY', balance: 500, charges: [], payments: [] },
      { ...balance, externalId: 'B-BAD', balance: 1.234 },
      { ...balance, externalId: 'B-BAD-LINE', payments: [line('P-9', 1), line('P-8', 0.001)] },
      { ...balance, externalId: 'B-YEN-CENTS', currency: 'JPY', balance: 5.5 },
    ])
    expect(answer.errors.map(({ index, field }) => ({ index, field }))).toEqual([
      { index: 1, field: 'balance' },
      { index: 2, field: 'payments.1.amount' },
      { index: 3, field: 'balance' },
    ])
    const rows = await db().select().from(sisBalances)
    const minor = Object.fromEntries(rows.map((row) => [row.externalId, row.balanceMinor]))
    expect(minor).toEqual({ 'B-1': 1234, 'B-JPY': 500 })
    const lines = await db().select().from(sisLedgerItems)
    expect(Object.fromEntries(lines.map((l) => [l.externalId, l.amountMinor]))).toEqual({
      'C-1': 100000,
      'C-2': 1234,
      'P-1': 98766,
    })
  })

  it("replaces a balance's charges and payments with the batch's lists", async () => {
    const answer = await pushA('balances', [
      { ...balance, charges: [line('C-2', 12.34), line('C-3', 50)], payments: [] },
    ])
    expect(answer).toMatchObject({ accepted: 1, updated: 1 })
    const [row] = await db().select().from(sisBalances).where(eq(sisBalances.externalId, 'B-1'))
    const lines = await db()
      .select()
      .from(sisLedgerItems)
      .where(eq(sisLedgerItems.balanceId, row?.id ?? 0))
    expect(lines.map((l) => `${l.kind}:${l.externalId}`).sort()).toEqual([
      'charge:C-2',
      'charge:C-3',
    ])
  })
})

/**
 * Issue 18: a deleted account is never written to again. Its email is gone (decision 058),
 * so pushes naming it find no student; one still matching it (its placeholder email) is
 * refused with a clear reason; a push racing the deletion waits for it, then finds none.
 */
describe('SIS pushes and deleted accounts', () => {
  const items = (studentEmail: string, id: string) =>
    [
      ['enrollments', { ...enrollment, externalId: `E-${id}`, studentEmail }],
      ['balances', { ...balance, externalId: `B-${id}`, studentEmail }],
      ['holds', { ...hold, externalId: `H-${id}`, studentEmail }],
    ] as const
  const rowsOf = async (userId: number) =>
    (
      await Promise.all(
        [sisEnrollments, sisBalances, sisHolds].map((table) =>
          db().select().from(table).where(eq(table.userId, userId)),
        ),
      )
    ).flat()

  it('finds no student by a deleted account’s email, and refuses its placeholder', async () => {
    const email = 'leaver@pa.edu'
    const leaver = await insertTestStudent(ctx().database, a.school, { email })
    await db()
      .update(users)
      .set({ deletionDueAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, leaver.id))
    const erased = await eraseAccount(
      {
        database: ctx().database,
        bus,
        outbox: ctx().app.outbox,
        storage: configuredStorage(ctx().database, mkdtempSync(path.join(os.tmpdir(), 'sis-'))),
        personalData: new PersonalData(modules.flatMap((m) => m.personalData ?? [])),
      },
      leaver.id,
    )
    expect(erased).toBe(true)
    for (const [kind, item] of items(email, 'GONE')) {
      expect((await pushA(kind, [item])).errors, kind).toEqual([
        { index: 0, field: 'studentEmail', message: 'no student with this email at this school' },
      ])
    }
    for (const [kind, item] of items(`deleted-${leaver.uid}@deleted.invalid`, 'PLACEHOLDER')) {
      expect((await pushA(kind, [item])).errors, kind).toEqual([
        {
          index: 0,
          field: 'studentEmail',
          message: 'this student’s account was deleted: Quad keeps no records for it',
        },
      ])
    }
    expect(await rowsOf(leaver.id)).toEqual([])
  })

  it.runIf(process.env.QUAD_TEST_DB === 'postgres')(
    'makes a push wait for a deletion under way, then finds no student',
    async () => {
      const email = 'racer@pa.edu'
      const racer = await insertTestStudent(ctx().database, a.school, { email })
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => (locked = resolve))
      // What eraseAccount does: the row `for update`, then anonymised, committed later.
      const deletion = db().transaction(async (tx) => {
        await tx.select().from(users).where(eq(users.id, racer.id)).for('update')
        await tx
          .update(users)
          .set({
            status: 'deleted',
            email: `deleted-${racer.uid}@deleted.invalid`,
            deletedAt: new Date(),
          })
          .where(eq(users.id, racer.id))
        locked()
        await released
      })
      await isLocked
      const [, item] = items(email, 'RACE')[2]
      const pushing = pushA('holds', [item])
      await new Promise((resolve) => setTimeout(resolve, 300))
      release()
      await deletion
      expect((await pushing).errors).toEqual([
        { index: 0, field: 'studentEmail', message: 'no student with this email at this school' },
      ])
      expect(await rowsOf(racer.id)).toEqual([])
    },
  )
})
