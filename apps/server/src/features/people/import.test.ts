import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ImportPreview, PeopleImport } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/** Issue 14 item 2: the CSV import of students, its dry run, its job, its idempotence. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
let jwt = ''
let studentCookie = ''
let studentJwt = ''

beforeAll(async () => {
  await ctx().app.jobs.start()
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'imp', name: 'Imports' })
  const admin = await insertTestStudent(database, school, { email: 'admin@imp.edu' })
  await insertTestStudent(database, school, {
    email: 'known@imp.edu',
    firstName: 'Known',
    lastName: 'Person',
  })
  await insertTestStudent(database, school, { email: 'student@imp.edu' })
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    {
      schoolId: school.id,
      userId: admin.id,
      grant: ['school_admin'],
    },
  )
  jwt = (await login(ctx().app, 'imp', 'admin@imp.edu')).jwt
  const student = await login(ctx().app, 'imp', 'student@imp.edu')
  studentCookie = student.cookie
  studentJwt = student.jwt
})

function upload(csv: string, dryRun: boolean, token = jwt) {
  const body = multipart('file', 'people.csv', Buffer.from(csv))
  return ctx().app.inject({
    method: 'POST',
    url: `/api/v1/admin/people/imports${dryRun ? '?dryRun=1' : ''}`,
    headers: {
      host: hostOf('imp'),
      authorization: `Bearer ${token}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  })
}

async function finished(id: string): Promise<PeopleImport> {
  return vi.waitFor(
    async () => {
      const response = await ctx().app.inject({
        url: `/api/v1/admin/people/imports/${id}`,
        headers: { host: hostOf('imp'), authorization: `Bearer ${jwt}` },
      })
      const progress = PeopleImport.parse(response.json())
      if (progress.status !== 'done') throw new Error(`still ${progress.status}`)
      return progress
    },
    { timeout: 60_000, interval: 200 },
  )
}

const generated = (count: number) =>
  [
    'email,first_name,last_name,account_type,graduation_year',
    ...Array.from(
      { length: count },
      (_, i) => `gen${String(i)}@imp.edu,Zephyrine,Quillfeather${String(i)},student,2028`,
    ),
  ].join('\r\n')

describe('the dry run', () => {
  it('names row and column of every error and counts what would change', async () => {
    const csv = [
      'email,first_name,last_name,account_type,graduation_year',
      'new@imp.edu,New,Person,student,2027',
      'KNOWN@imp.edu,Known,Renamed,student,',
      'not-an-email,Bad,Email,student,2027',
      ',No,Email,student,2027',
      'type@imp.edu,Bad,Type,wizard,2027',
      'new@imp.edu,Again,Twice,student,2027',
      'year@imp.edu,Bad,Year,alumni,20x7',
      '"quoted@imp.edu","O\'Neil, Jr","Smith ""Smitty""",faculty,',
    ].join('\n')
    const response = await upload(csv, true)
    expect(response.statusCode, response.body).toBe(200)
    const preview = ImportPreview.parse(response.json())
    expect(preview).toMatchObject({ total: 8, created: 2, updated: 1, unchanged: 0, failed: 5 })
    expect(preview.errors).toEqual([
      { row: 3, column: 'email', message: 'is not an email address' },
      { row: 4, column: 'email', message: 'is missing' },
      { row: 5, column: 'account_type', message: 'is not student, alumni, faculty or staff' },
      { row: 6, column: 'email', message: 'repeats row 1' },
      { row: 7, column: 'graduation_year', message: 'is not a year' },
    ])
    expect(preview.sample.find((r) => r.row === 8)).toMatchObject({
      firstName: "O'Neil, Jr",
      lastName: 'Smith "Smitty"',
      action: 'create',
    })
  })

  it('refuses a file without the columns, naming the field; a student gets 403', async () => {
    const response = await upload('name,mail\nA,a@imp.edu', true)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toMatch(/^file: the file has unknown column "name"/)
    const missing = await upload('email,first_name\na@imp.edu,A', true)
    expect(missing.json().error.message).toMatch(/has no "last_name", "account_type" column/)
    const student = await upload(generated(1), true, studentJwt)
    expect(student.statusCode).toBe(403)
  })
})

describe('importing', () => {
  it('upserts in a job with progress; the directory finds the new people; again changes nothing', async () => {
    const started = Date.now()
    const response = await upload(generated(600), false)
    expect(response.statusCode, response.body).toBe(202)
    const first = await finished(PeopleImport.parse(response.json()).id)
    expect(first).toMatchObject({ total: 600, done: 600, created: 600, updated: 0, failed: 0 })
    console.info(`imported 600 rows in ${String(Date.now() - started)} ms`)

    // Invited, so the directory lists them: search a name only the file has.
    await vi.waitFor(
      async () => {
        const found = await ctx().app.inject({
          url: '/mobile_ws/v18/mobile_people?search=Quillfeather42',
          headers: { host: hostOf('imp'), cookie: studentCookie },
        })
        const [page] = found.json() as Array<{ people: Array<{ lastName: string }> }>
        expect(page?.people.map((p) => p.lastName)).toContain('Quillfeather42')
      },
      { timeout: 20_000, interval: 200 },
    )

    const again = await upload(generated(600), false)
    const second = await finished(PeopleImport.parse(again.json()).id)
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 600 })
    const preview = ImportPreview.parse((await upload(generated(600), true)).json())
    expect(preview).toMatchObject({ created: 0, unchanged: 600 })
    const actions = (await ctx().database.db.select().from(auditLog)).map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['people.import', 'people.import.done']))
  })
})
