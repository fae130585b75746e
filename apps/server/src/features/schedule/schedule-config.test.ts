import { beforeAll, describe, expect, it } from 'vitest'
import { ScheduleConfig, StudentScheduleAnswer } from '@quad/shared'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import * as sis from './schedule-fixtures.ts'

const ctx = useTestApp()
const CONFIG = '/mobile_ws/v18/schedule_config'
const WEEK = '?from=2027-03-01T00:00:00Z&to=2027-03-08T00:00:00Z'

let maya: Awaited<ReturnType<typeof sis.sessionClient>>
let email = ''

beforeAll(async () => {
  const db = ctx().database.db
  const school = await insertSchool(db, { code: 'schedcfg', name: 'Config U' })
  const student = await insertTestStudent(ctx().database, school)
  email = student.email
  const term = await sis.insertTerm(db, school, { startsOn: '2027-01-11', endsOn: '2027-05-07' })
  const ids = await sis.insertClasses(db, school, term.id, [
    [
      { externalId: 'S-101', courseCode: 'CS 101', title: 'Programming', sectionCode: 'A' },
      { ...sis.weekly(['MO'], '09:00', '10:00', 'UTC'), kind: 'lecture' },
    ],
    [
      { externalId: 'S-202', courseCode: 'MA 201', title: 'Linear algebra' },
      { ...sis.weekly(['TU'], '11:00', '12:00', 'UTC'), kind: 'seminar' },
    ],
    [
      { externalId: 'S-303', courseCode: 'HI 300', title: 'History' },
      { ...sis.weekly(['WE'], '11:00', '12:00', 'UTC'), kind: 'tutorial' },
    ],
  ])
  await sis.insertMeeting(db, school, ids['S-101'] ?? 0, {
    externalId: 'M-CS-LAB',
    ...sis.weekly(['TH'], '14:00', '16:00', 'UTC'),
    kind: 'lab',
  })
  await sis.enroll(db, school, student.id, ids['S-101'] ?? 0)
  await sis.enroll(db, school, student.id, ids['S-202'] ?? 0)
  await sis.enroll(db, school, student.id, ids['S-303'] ?? 0, 'dropped')
  maya = await sis.sessionClient(ctx, 'schedcfg', email)
})

async function config() {
  const response = await maya.get(CONFIG)
  expect(response.statusCode, response.body).toBe(200)
  return ScheduleConfig.parse(response.json())
}

async function expect400(fields: [string, string][], path: string) {
  const response = await maya.postForm(CONFIG, fields)
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json().error.issues[0].path).toBe(path)
}

describe('/mobile_ws/v18/schedule_config', () => {
  it('offers my enrolled sections and their meeting kinds, nothing saved yet', async () => {
    expect(await config()).toEqual({
      filters: {},
      options: {
        sections: [
          { value: 'S-101', label: 'CS 101 A: Programming' },
          { value: 'S-202', label: 'MA 201: Linear algebra' },
        ],
        kinds: [
          { value: 'lab', label: 'lab' },
          { value: 'lecture', label: 'lecture' },
          { value: 'seminar', label: 'seminar' },
        ],
      },
    })
  })

  it('saves a multipart form, one JSON entry per filter, which the schedule then applies', async () => {
    const saved = await maya.postForm(CONFIG, [
      ['sections', '["S-101"]'],
      ['kinds', '["lecture","lab"]'],
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const filters = { sections: ['S-101'], kinds: ['lecture', 'lab'] }
    expect(ScheduleConfig.parse(saved.json()).filters).toEqual(filters)
    expect((await config()).filters).toEqual(filters)

    const response = await maya.get(`/mobile_ws/v18/student_schedule${WEEK}`)
    const answer = StudentScheduleAnswer.parse(response.json())
    expect(answer.data.map((i) => `${i.courseCode} ${i.kind}`)).toEqual([
      'CS 101 lecture',
      'CS 101 lab',
    ])
    // The query's filters stand in for the saved ones.
    const asked = await maya.get(`/mobile_ws/v18/student_schedule${WEEK}&kinds=seminar`)
    expect(StudentScheduleAnswer.parse(asked.json()).data.map((i) => i.courseCode)).toEqual([
      'MA 201',
    ])

    // A form without a filter clears it.
    const cleared = await maya.postForm(CONFIG, [['kinds', '["seminar"]']])
    expect(ScheduleConfig.parse(cleared.json()).filters).toEqual({ kinds: ['seminar'] })
  })

  it('refuses an unknown filter name or items that are not a JSON array of strings', async () => {
    await expect400([['colour', '["red"]']], 'body.colour')
    await expect400([['sections', 'S-101']], 'body.sections')
    await expect400([['sections', '{"S-101":true}']], 'body.sections')
    await expect400([['kinds', '["lab",3]']], 'body.kinds')
    await expect400([['kinds', `["${'x'.repeat(101)}"]`]], 'body.kinds.0')
    await expect400(
      [
        ['kinds', '["lab"]'],
        ['kinds', '["lecture"]'],
      ],
      'body.kinds',
    )
    // Nothing of a refused form was saved.
    expect((await config()).filters).toEqual({ kinds: ['seminar'] })
  })

  it('refuses a file, a body that is not multipart, and a POST without the CSRF token', async () => {
    const { cookie, csrfToken } = await login(ctx().app, 'schedcfg', email)
    const headers = { host: hostOf('schedcfg'), cookie, 'x-cg-csrf-token': csrfToken }
    const file = multipart('sections', 'a.json', Buffer.from('["S-101"]'))
    const withFile = await ctx().app.inject({
      method: 'POST',
      url: CONFIG,
      payload: file.payload,
      headers: { ...headers, 'content-type': file.contentType },
    })
    expect(withFile.statusCode, withFile.body).toBe(400)
    const json = await ctx().app.inject({
      method: 'POST',
      url: CONFIG,
      payload: { sections: ['S-101'] },
      headers,
    })
    expect(json.statusCode).toBe(400)
    const noCsrf = await maya.postForm(CONFIG, [['sections', '["S-101"]']], false)
    expect(noCsrf.statusCode).toBe(403)
  })
})
