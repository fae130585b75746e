// @engines both: the feature's route contract
import { beforeAll, describe, expect, it } from 'vitest'
import { StudentScheduleAnswer, type ScheduleItem } from '@quad/shared'
import { beginSync, finishSync } from '../../platform/integrations/sync.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clientFor, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import {
  enroll,
  insertClass,
  insertClasses,
  insertMeeting,
  insertTerm,
  sessionClient,
  weekly,
} from './schedule-fixtures.ts'

const ctx = useTestApp()
// Two weeks around Berlin's DST change (Sunday 28 March 2027); New York changed on the 14th.
const WEEKS = '?from=2027-03-22T00:00:00Z&to=2027-04-05T00:00:00Z'

let school: School
let maya: Awaited<ReturnType<typeof sessionClient>>
let theo: Awaited<ReturnType<typeof sessionClient>>

async function schedule(client: typeof maya, query: string) {
  const response = await client.get(`/mobile_ws/v18/student_schedule${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return StudentScheduleAnswer.parse(response.json())
}
const starts = (items: ScheduleItem[]) => items.map((i) => `${i.courseCode} ${i.dateStart}`)

beforeAll(async () => {
  const db = ctx().database.db
  school = await insertSchool(db, { code: 'sched', name: 'Schedule U' })
  const other = await insertSchool(db, { code: 'schedx', name: 'Other U' })
  const student = await insertTestStudent(ctx().database, school)
  const classmate = await insertTestStudent(ctx().database, school)
  const outsider = await insertTestStudent(ctx().database, other)
  const term = await insertTerm(db, school, { startsOn: '2027-01-11', endsOn: '2027-05-07' })
  const ids = await insertClasses(db, school, term.id, [
    [
      { externalId: 'S-101', courseCode: 'CS 101', title: 'Programming', sectionCode: 'A' },
      {
        ...weekly(['MO', 'WE'], '09:00', '10:15', 'Europe/Berlin'),
        location: 'Hall A',
        kind: 'lecture',
      },
    ],
    [
      { externalId: 'S-202', courseCode: 'MA 201', title: 'Linear algebra' },
      // The meeting's own dates, inside the term's.
      {
        ...weekly(['TU'], '14:00', '16:00', 'America/New_York'),
        startsOn: '2027-03-23',
        endsOn: '2027-03-30',
        kind: 'lab',
      },
    ],
    [
      { externalId: 'S-303', courseCode: 'HI 300', title: 'Modern history' },
      weekly(['MO'], '09:00', '10:00', 'Europe/Berlin'),
    ],
    [
      { externalId: 'S-404', courseCode: 'PH 400', title: 'Ethics' },
      weekly(['TH'], '11:00', '12:00', 'Europe/Berlin'),
    ],
  ])
  const enrolled = [
    [student.id, 'S-101', 'enrolled'],
    [student.id, 'S-202', 'enrolled'],
    [student.id, 'S-303', 'dropped'],
    [student.id, 'S-404', 'waitlisted'],
    [classmate.id, 'S-303', 'enrolled'],
  ] as const
  for (const [userId, section, status] of enrolled) {
    await enroll(db, school, userId, ids[section] ?? 0, status)
  }
  // Another school's rows: never anyone's here, whatever the ids.
  const otherTerm = await insertTerm(db, other, { startsOn: '2027-01-01', endsOn: '2027-12-31' })
  const elsewhere = await insertClass(
    db,
    other,
    otherTerm.id,
    { externalId: 'S-101', courseCode: 'XX 999', title: 'Elsewhere' },
    weekly(['MO', 'TU', 'WE', 'TH', 'FR'], '08:00', '09:00', 'UTC'),
  )
  await enroll(db, other, outsider.id, elsewhere.section.id)
  await insertMeeting(db, other, elsewhere.section.id, {
    externalId: 'M-X2',
    ...weekly(['MO'], '12:00', '13:00', 'UTC'),
  })
  maya = await sessionClient(ctx, 'sched', student.email)
  theo = await sessionClient(ctx, 'sched', classmate.email)
})

describe('GET /mobile_ws/v18/student_schedule', () => {
  it("expands the enrolled sections' meetings on their own wall clock across a DST change", async () => {
    const answer = await schedule(maya, WEEKS)
    // 09:00 in Berlin is 08:00Z before the 28th and 07:00Z after; 14:00 in New York is 18:00Z.
    expect(starts(answer.data)).toEqual([
      'CS 101 2027-03-22T08:00:00.000Z',
      'MA 201 2027-03-23T18:00:00.000Z',
      'CS 101 2027-03-24T08:00:00.000Z',
      'CS 101 2027-03-29T07:00:00.000Z',
      'MA 201 2027-03-30T18:00:00.000Z',
      'CS 101 2027-03-31T07:00:00.000Z',
    ])
    expect(answer.data[0]).toEqual({
      id: 'M-S-101:2027-03-22',
      type: 'class',
      title: 'Programming',
      courseCode: 'CS 101',
      sectionCode: 'A',
      kind: 'lecture',
      location: 'Hall A',
      instructor: 'Dr. Ada',
      dateStart: '2027-03-22T08:00:00.000Z',
      dateEnd: '2027-03-22T09:15:00.000Z',
      isAllDay: false,
      termName: 'Spring 2027',
    })
    expect(answer._metadata).toMatchObject({
      total: 6,
      range: 0,
      limit: 20,
      from: '2027-03-22T00:00:00.000Z',
      to: '2027-04-05T00:00:00.000Z',
      lastSyncedAt: null,
    })
  })

  it("stops at the term's last day", async () => {
    const answer = await schedule(maya, '?from=2027-05-01T00:00:00Z&to=2027-05-20T00:00:00Z')
    expect(starts(answer.data)).toEqual([
      'CS 101 2027-05-03T07:00:00.000Z',
      'CS 101 2027-05-05T07:00:00.000Z',
    ])
  })

  it('never shows a dropped or waitlisted section, nor another student’s classes', async () => {
    const mine = await schedule(maya, WEEKS)
    expect(mine.data.map((i) => i.courseCode)).not.toContain('HI 300')
    expect(mine.data.map((i) => i.courseCode)).not.toContain('PH 400')
    const theirs = await schedule(theo, WEEKS)
    expect(starts(theirs.data)).toEqual([
      'HI 300 2027-03-22T08:00:00.000Z',
      'HI 300 2027-03-29T07:00:00.000Z',
    ])
  })

  it('pages by range and limit (spec 9: limit is where the page ends), total before paging', async () => {
    const page = await schedule(maya, `${WEEKS}&range=2&limit=4`)
    expect(starts(page.data)).toEqual([
      'CS 101 2027-03-24T08:00:00.000Z',
      'CS 101 2027-03-29T07:00:00.000Z',
    ])
    expect(page._metadata).toMatchObject({ total: 6, range: 2, limit: 4 })
    const backwards = await schedule(maya, `${WEEKS}&order=-dateStart&limit=2`)
    expect(starts(backwards.data)).toEqual([
      'CS 101 2027-03-31T07:00:00.000Z',
      'MA 201 2027-03-30T18:00:00.000Z',
    ])
  })

  it('filters by sections and kinds given in the query', async () => {
    const labs = await schedule(maya, `${WEEKS}&kinds=lab`)
    expect(labs.data.map((i) => i.courseCode)).toEqual(['MA 201', 'MA 201'])
    const one = await schedule(maya, `${WEEKS}&sections=S-101,S-999`)
    expect(one._metadata.total).toBe(4)
    expect(new Set(one.data.map((i) => i.courseCode))).toEqual(new Set(['CS 101']))
  })

  it('tells when the meetings were last synced', async () => {
    const scope = { schoolId: school.id, source: 'sis:meetings' }
    await beginSync(ctx().database.db, scope)
    await finishSync(ctx().database.db, scope, { itemsSeen: 3, itemsChanged: 3 })
    const answer = await schedule(maya, WEEKS)
    expect(answer._metadata.lastSyncedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('defaults to this week’s Monday and 14 days on', async () => {
    const { _metadata } = await schedule(maya, '')
    const from = new Date(_metadata.from)
    expect(from.getUTCDay()).toBe(1)
    expect(_metadata.from).toMatch(/T00:00:00\.000Z$/)
    expect(Date.parse(_metadata.to) - from.getTime()).toBe(14 * 24 * 3600 * 1000)
    expect(Date.now() - from.getTime()).toBeLessThan(7 * 24 * 3600 * 1000)
  })

  it('refuses a window over 62 days or backwards, and a limit not past range, naming the field', async () => {
    for (const [query, path] of [
      ['?from=2027-01-01T00:00:00Z&to=2027-03-15T00:00:00Z', 'querystring.to'],
      ['?from=2027-03-02T00:00:00Z&to=2027-03-01T00:00:00Z', 'querystring.to'],
      [`${WEEKS}&range=4&limit=4`, 'querystring.limit'],
    ] as const) {
      const response = await maya.get(`/mobile_ws/v18/student_schedule${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.issues[0].path).toBe(path)
    }
    const badOrder = await maya.get(`/mobile_ws/v18/student_schedule${WEEKS}&order=title`)
    expect(badOrder.statusCode).toBe(400)
    expect(JSON.stringify(badOrder.json().error.issues)).toContain('order')
  })

  it('answers 401 without a session', async () => {
    const response = await clientFor(ctx, 'sched').get(`/mobile_ws/v18/student_schedule${WEEKS}`)
    expect(response.statusCode).toBe(401)
  })
})
