import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  scheduleConfigs,
  sisEnrollments,
  sisMeetings,
  sisSections,
} from '../../db/schema/student-records.ts'
import { modules } from '../../modules.ts'
import { users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { PersonalData, type PersonalDataSubject } from '../../platform/personal-data.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { eraseAccount } from '../account-deletion/erase.service.ts'
import { schedulePersonalData } from './personal-data.ts'
import { saveFilters } from './schedule-config.ts'
import * as sis from './schedule-fixtures.ts'

/**
 * The schedule's personal data (issue 18 item 4): the saved filters and the enrolments the
 * SIS pushed, exported with their sections and meetings, erased with the account; the
 * sections and meetings other students share stay.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-schedule-pd-'))
const db = () => ctx().database.db
let school: School
let maya: { id: number; uid: string }
let theo: { id: number; uid: string }
let sections: Record<string, number> = {}

const [part] = schedulePersonalData
const subjectOf = (user: { id: number; uid: string }): PersonalDataSubject => ({
  school,
  userId: user.id,
  uid: user.uid,
  storage: configuredStorage(ctx().database, dataDir),
  outbox: ctx().app.outbox,
})
const exported = async (user: { id: number; uid: string }) => {
  if (!part) throw new Error('no schedule part')
  return JSON.parse(JSON.stringify((await part.export(db(), subjectOf(user))).records)) as {
    filters: { filters: Record<string, unknown[]> } | null
    enrollments: {
      id: string
      status: string
      section: { id: string; title: string }
      term: { name: string }
      meetings: { days: string[]; kind: string | null }[]
    }[]
  }
}

beforeAll(async () => {
  school = await insertSchool(db(), { code: 'schedpd', name: 'Schedule Data U' })
  maya = await insertTestStudent(ctx().database, school, { email: 'maya@schedpd.edu' })
  theo = await insertTestStudent(ctx().database, school, { email: 'theo@schedpd.edu' })
  const term = await sis.insertTerm(db(), school, {
    name: 'Spring 2027',
    startsOn: '2027-01-11',
    endsOn: '2027-05-07',
  })
  sections = await sis.insertClasses(db(), school, term.id, [
    [
      { externalId: 'S-101', courseCode: 'CS 101', title: 'Programming', sectionCode: 'A' },
      { ...sis.weekly(['MO', 'WE'], '09:00', '10:00', 'UTC'), kind: 'lecture' },
    ],
    [
      { externalId: 'S-202', courseCode: 'MA 201', title: 'Linear algebra' },
      { ...sis.weekly(['TU'], '11:00', '12:00', 'UTC'), kind: 'seminar' },
    ],
    [
      { externalId: 'S-909', courseCode: 'TH 909', title: 'Theo only' },
      { ...sis.weekly(['FR'], '11:00', '12:00', 'UTC'), kind: 'studio' },
    ],
  ])
  await sis.enroll(db(), school, maya.id, sections['S-101'] ?? 0)
  await sis.enroll(db(), school, maya.id, sections['S-202'] ?? 0, 'dropped')
  await sis.enroll(db(), school, theo.id, sections['S-101'] ?? 0)
  await sis.enroll(db(), school, theo.id, sections['S-909'] ?? 0)
  await saveFilters(db(), school.id, maya.id, { sections: ['S-101'], kinds: ['lecture'] })
  await saveFilters(db(), school.id, theo.id, { kinds: ['studio'] })
})

describe('schedule personal data', () => {
  it('exports the saved filters and every enrolment with its section and meetings', async () => {
    const records = await exported(maya)
    expect(records.filters?.filters).toEqual({ sections: ['S-101'], kinds: ['lecture'] })
    expect(
      records.enrollments.map((e) => [e.section.id, e.section.title, e.status, e.term.name]),
    ).toEqual([
      ['S-101', 'Programming', 'enrolled', 'Spring 2027'],
      ['S-202', 'Linear algebra', 'dropped', 'Spring 2027'],
    ])
    expect(records.enrollments[0]?.meetings).toEqual([
      expect.objectContaining({ days: ['MO', 'WE'], kind: 'lecture', startTime: '09:00' }),
    ])
    // Theo's section and filters are his.
    const text = JSON.stringify(records)
    expect(text).not.toContain('Theo only')
    expect(text).not.toContain('studio')
  })

  it('is erased with the account: the filters and enrolments go, shared sections stay', async () => {
    const personalData = new PersonalData(modules.flatMap((m) => m.personalData ?? []))
    expect(personalData.parts.map((p) => p.name)).toContain('schedule')
    await db()
      .update(users)
      .set({ deletionDueAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, maya.id))
    const erased = await eraseAccount(
      {
        database: ctx().database,
        bus,
        outbox: ctx().app.outbox,
        storage: configuredStorage(ctx().database, dataDir),
        personalData,
      },
      maya.id,
    )
    expect(erased).toBe(true)
    const of = (userId: number) =>
      Promise.all([
        db().select().from(scheduleConfigs).where(eq(scheduleConfigs.userId, userId)),
        db().select().from(sisEnrollments).where(eq(sisEnrollments.userId, userId)),
      ])
    expect(await of(maya.id)).toEqual([[], []])
    expect(await exported(maya)).toEqual({ filters: null, enrollments: [] })
    const [theoConfig, theoEnrollments] = await of(theo.id)
    expect(theoConfig).toHaveLength(1)
    expect(theoEnrollments).toHaveLength(2)
    const section = sections['S-101'] ?? 0
    expect(await db().select().from(sisSections).where(eq(sisSections.id, section))).toHaveLength(1)
    expect(
      await db().select().from(sisMeetings).where(eq(sisMeetings.sectionId, section)),
    ).toHaveLength(1)
  })
})
