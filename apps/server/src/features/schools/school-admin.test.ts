import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { and, eq } from 'drizzle-orm'
import { ErrorBody, SchoolAdmin, SchoolSettings } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { openSocket, type TestSocket } from '../../test/socket-client.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/** Issue 14 item 1: the admin console's School page (decision 027). */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
let admin: BearerClient
let student: BearerClient
let otherAdmin: BearerClient
let studentSocket: TestSocket
const origin = { actorId: null, requestId: null, ip: null }

async function makeAdmin(target: School, userId: number) {
  await changeRoles({ db: ctx().database.db, bus }, origin, {
    schoolId: target.id,
    userId,
    grant: ['school_admin'],
  })
}

beforeAll(async () => {
  const { database } = ctx()
  const baseUrl = await ctx().app.listen({ port: 0, host: '127.0.0.1' })
  school = await insertSchool(database.db, { code: 'sa', name: 'Settings U' })
  const other = await insertSchool(database.db, { code: 'sb', name: 'Other U' })
  const a = await insertTestStudent(database, school, { email: 'admin@sa.edu' })
  await insertTestStudent(database, school, { email: 'maya@sa.edu' })
  const b = await insertTestStudent(database, other, { email: 'admin@sb.edu' })
  await makeAdmin(school, a.id)
  await makeAdmin(other, b.id)
  admin = await bearerClient(ctx, 'sa', 'admin@sa.edu')
  student = await bearerClient(ctx, 'sa', 'maya@sa.edu')
  otherAdmin = await bearerClient(ctx, 'sb', 'admin@sb.edu')
  studentSocket = await openSocket(baseUrl, student.jwt, { host: hostOf('sa') })
  await studentSocket.next('hello')
})
afterAll(async () => studentSocket.close())

const settings = async () =>
  SchoolSettings.parse(
    (
      await ctx().app.inject({ url: '/mobile_ws/v18/school', headers: { host: hostOf('sa') } })
    ).json(),
  )

describe('GET and PATCH /api/v1/admin/school', () => {
  it('answers everything editable, every section on by default', async () => {
    const response = await admin.get('/api/v1/admin/school')
    expect(response.statusCode).toBe(200)
    const body = SchoolAdmin.parse(response.json())
    expect(body.name).toBe('Settings U')
    expect(Object.values(body.sections).every(Boolean)).toBe(true)
    expect(body.notification_defaults['general.chat']).toHaveProperty('email')
  })

  it('changes what it names, audits old → new, and tells open pages live', async () => {
    const response = await admin.patch('/api/v1/admin/school', {
      top_bar_bg_color: 'AA3300',
      sections: { chat: false },
      menu_links: { jobs: 'https://jobs.sa.edu/' },
      hubs: [{ id: 'arts', name: 'Arts', menu_id: null }],
      chat: { group_limit: 40 },
    })
    expect(response.statusCode).toBe(200)
    const body = SchoolAdmin.parse(response.json())
    expect(body.top_bar_bg_color).toBe('aa3300')
    expect(body.sections.chat).toBe(false)
    expect(body.chat).toMatchObject({ group_limit: 40, read_receipts: true })
    await studentSocket.next('school')
    // The public settings show it at once (the tenancy cache was dropped by the signal).
    const live = await settings()
    expect(live.top_bar_bg_color).toBe('aa3300')
    expect(live.sections).toMatchObject({ chat: false, clubs: true })
    expect(live.menu_links).toEqual({ jobs: 'https://jobs.sa.edu/' })
    const [entry] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'school.update')))
    expect(entry?.details).toMatchObject({
      changes: { topBarBgColor: { from: '005fbf', to: 'aa3300' } },
    })
  })

  it('orders the bars, Home, Events, Clubs and Chat by default (issue 30 bug 5)', async () => {
    expect((await settings()).nav_bar).toEqual(['home', 'events', 'clubs', 'chat'])
    const response = await admin.patch('/api/v1/admin/school', {
      nav_bar: ['calendar', 'home', 'directory'],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(SchoolAdmin.parse(response.json()).nav_bar).toEqual(['calendar', 'home', 'directory'])
    await studentSocket.next('school')
    expect((await settings()).nav_bar).toEqual(['calendar', 'home', 'directory'])
  })

  it('keeps the school in its time zone, UTC until set, audited (issue 30 bug 4)', async () => {
    expect((await settings()).time_zone).toBe('UTC')
    const response = await admin.patch('/api/v1/admin/school', { time_zone: 'America/New_York' })
    expect(response.statusCode, response.body).toBe(200)
    expect(SchoolAdmin.parse(response.json()).time_zone).toBe('America/New_York')
    await studentSocket.next('school')
    expect((await settings()).time_zone).toBe('America/New_York')
    const entries = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'school.update')))
    expect(entries.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({
        changes: { timeZone: { from: 'UTC', to: 'America/New_York' } },
      }),
    )
    const alias = await admin.patch('/api/v1/admin/school', { time_zone: 'US/Eastern' })
    expect(SchoolAdmin.parse(alias.json()).time_zone).toBe('America/New_York')
    const refused = await student.patch('/api/v1/admin/school', { time_zone: 'Europe/Paris' })
    expect(refused.statusCode).toBe(403)
  })

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ top_bar_bg_color: '#12345' }, 'top_bar_bg_color'],
      [{ menu_links: { jobs: 'http://jobs.sa.edu/' } }, 'menu_links'],
      [
        {
          hubs: [
            { id: 'a', name: 'A', menu_id: null },
            { id: 'a', name: 'B', menu_id: null },
          ],
        },
        'hubs',
      ],
      [{ chat: { group_limit: 1 } }, 'chat'],
      [{ name: '  ' }, 'name'],
      [{ sections: { feed: false } }, 'sections'],
      [{ nav_bar: [] }, 'nav_bar'],
      [{ nav_bar: ['home', 'home'] }, 'nav_bar'],
      [{ nav_bar: ['home', 'events', 'clubs', 'chat', 'directory'] }, 'nav_bar'],
      [{ nav_bar: ['development'] }, 'nav_bar'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ time_zone: '' }, 'time_zone'],
    ]
    for (const [body, field] of cases) {
      const response = await admin.patch('/api/v1/admin/school', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(ErrorBody.parse(response.json()).error.message).toContain(field)
    }
  })

  it('a student gets 403 with the policy sentence', async () => {
    for (const response of [
      await student.get('/api/v1/admin/school'),
      await student.patch('/api/v1/admin/school', { name: 'Mine now' }),
    ]) {
      expect(response.statusCode).toBe(403)
      expect(ErrorBody.parse(response.json()).error.message).toBe(
        "Only school admins can change the school's settings.",
      )
    }
  })

  it('an admin of another school cannot change this one', async () => {
    const foreign = await ctx().app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/school',
      headers: { host: hostOf('sa'), authorization: `Bearer ${otherAdmin.jwt}` },
      payload: { name: 'Taken over' },
    })
    expect([401, 403]).toContain(foreign.statusCode)
    expect((await settings()).name).toBe('Settings U')
  })
})

describe('PUT /api/v1/admin/school/logo and /favicon', () => {
  const png = () =>
    sharp({ create: { width: 300, height: 120, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
  const put = (kind: string, field: string, data: Buffer) => {
    const body = multipart(field, 'upload.bin', data)
    return ctx().app.inject({
      method: 'PUT',
      url: `/api/v1/admin/school/${kind}`,
      headers: {
        host: hostOf('sa'),
        authorization: `Bearer ${admin.jwt}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
  }

  it('stores a re-encoded logo and favicon, served publicly and named in the settings', async () => {
    const logo = SchoolAdmin.parse((await put('logo', 'logo', await png())).json())
    const favicon = SchoolAdmin.parse((await put('favicon', 'favicon', await png())).json())
    expect(logo.logo_url).toMatch(/^\/media\/school\/\d+\/logo-[0-9a-f]{12}\.webp$/)
    expect(favicon.favicon_url).toMatch(/\.png$/)
    const live = await settings()
    expect(live.logo_url).toBe(logo.logo_url)
    expect(live.school_favicon).toBe(favicon.favicon_url)
    const served = await ctx().app.inject({ url: favicon.favicon_url ?? '' })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64)
  })

  it('refuses a non-image by its bytes (415 naming the field)', async () => {
    const response = await put('logo', 'logo', Buffer.from('<svg onload="alert(1)"></svg>'))
    expect(response.statusCode).toBe(415)
    expect(ErrorBody.parse(response.json()).error.message).toMatch(/^logo:/)
  })

  it('a student cannot upload', async () => {
    const body = multipart('logo', 'a.png', await png())
    const response = await ctx().app.inject({
      method: 'PUT',
      url: '/api/v1/admin/school/logo',
      headers: {
        host: hostOf('sa'),
        authorization: `Bearer ${student.jwt}`,
        'content-type': body.contentType,
      },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(403)
  })
})
