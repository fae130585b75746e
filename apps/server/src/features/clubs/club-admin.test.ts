import { beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { AdminClubPage, Club, ClubAbout, ClubListing, NotificationList } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { multipart } from '../../test/multipart.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/** Clubs administration (issue 14 item 3, decision 030) through real HTTP. */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
const people: Record<string, { id: number; uid: string }> = {}
const api: Record<string, BearerClient> = {}
let otherAdmin: BearerClient
let chess = ''

const as = (name: string) => api[name] as BearerClient
const person = (name: string) => people[name] as { id: number; uid: string }
const origin = { actorId: null, requestId: null, ip: null }

beforeAll(async () => {
  await ctx().app.jobs.start()
  const { database } = ctx()
  school = await insertSchool(database.db, { code: 'ca', name: 'Club Admin' })
  for (const name of ['admin', 'maya', 'sam', 'ola']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@ca.edu` })
  }
  await changeRoles({ db: database.db, bus: bus }, origin, {
    schoolId: school.id,
    userId: person('admin').id,
    grant: ['school_admin'],
  })
  const other = await insertSchool(database.db, { code: 'ca2', name: 'Other' })
  const stranger = await insertTestStudent(database, other, { email: 'x@ca2.edu' })
  await changeRoles({ db: database.db, bus: bus }, origin, {
    schoolId: other.id,
    userId: stranger.id,
    grant: ['school_admin'],
  })
  for (const name of ['admin', 'maya', 'sam', 'ola']) {
    api[name] = await bearerClient(ctx, 'ca', `${name}@ca.edu`)
  }
  otherAdmin = await bearerClient(ctx, 'ca2', 'x@ca2.edu')
  chess = (await insertClub(ctx(), school, { name: 'Chess', officers: [person('maya').id] })).uid
})

const listed = async (name: string) =>
  ClubListing.parse((await as(name).get('/api/v1/clubs')).json()).items.map((c) => c.name)

const auditActions = async (subjectId: string) =>
  (await ctx().database.db.select().from(auditLog))
    .filter((row) => row.subjectId === subjectId)
    .map((row) => row.action)

/** Puts a club image (`logo` or `cover`) of Chess as `who`. */
const upload = (kind: string, data: Buffer, who = 'maya') => {
  const body = multipart(kind, 'x.png', data)
  return ctx().app.inject({
    method: 'PUT',
    url: `/api/v1/clubs/${chess}/${kind}`,
    headers: {
      host: hostOf('ca'),
      authorization: `Bearer ${as(who).jwt}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  })
}

const notificationsOf = async (name: string) => {
  await ctx().app.outbox.drain()
  return NotificationList.parse((await as(name).get('/api/v1/notifications')).json()).items
}

describe('creating a club', () => {
  it('creates an active club with its first officer, audited', async () => {
    const created = await as('admin').post('/api/v1/admin/clubs', {
      name: 'Robotics',
      description: 'We build robots.',
      category: 'Engineering',
      tags: ['robots', 'Robots', 'code'],
      officerUid: person('maya').uid,
    })
    expect(created.statusCode, created.body).toBe(201)
    const club = Club.parse(created.json())
    expect(club).toMatchObject({
      status: 'active',
      published: true,
      hidden: false,
      countOfficers: 1,
    })
    expect(club.tags).toEqual(['robots', 'code'])
    expect(await listed('sam')).toContain('Robotics')
    expect(await auditActions(club.id)).toEqual(['club.create'])
    const about = ClubAbout.parse((await as('sam').get(`/api/v1/clubs/${club.id}/about`)).json())
    expect(about.officers.map((o) => o.uid)).toEqual([person('maya').uid])
  })

  it('refuses a club without a known officer (400 naming the field)', async () => {
    const missing = await as('admin').post('/api/v1/admin/clubs', { name: 'X', category: 'Y' })
    expect(missing.statusCode).toBe(400)
    expect(missing.body).toContain('officerUid')
    const unknown = await as('admin').post('/api/v1/admin/clubs', {
      name: 'X',
      category: 'Y',
      officerUid: 'nobody',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.issues[0].path).toBe('body.officerUid')
    const blank = await as('admin').post('/api/v1/admin/clubs', {
      name: '  ',
      category: 'Y',
      officerUid: person('maya').uid,
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.body).toContain('name')
  })

  it('refuses a student with the policies sentence', async () => {
    const response = await as('sam').post('/api/v1/admin/clubs', {
      name: 'Mine',
      category: 'Y',
      officerUid: person('sam').uid,
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.message).toBe('Only school admins can create clubs.')
    expect((await as('sam').get('/api/v1/admin/clubs')).statusCode).toBe(403)
  })

  it("lets an admin of another school do nothing to this school's clubs", async () => {
    expect((await otherAdmin.patch(`/api/v1/clubs/${chess}`, { name: 'Mine' })).statusCode).toBe(
      404,
    )
    expect((await otherAdmin.post(`/api/v1/admin/clubs/${chess}/archive`)).statusCode).toBe(404)
    const page = AdminClubPage.parse((await otherAdmin.get('/api/v1/admin/clubs')).json())
    expect(page.items.map((c) => c.id)).not.toContain(chess)
    const officer = await otherAdmin.post('/api/v1/admin/clubs', {
      name: 'Stolen',
      category: 'Y',
      officerUid: person('maya').uid,
    })
    expect(officer.statusCode).toBe(400)
  })
})

describe('editing a club', () => {
  it('lets its officer edit the about, questions and tags, not the name or flags', async () => {
    const edited = await as('maya').patch(`/api/v1/clubs/${chess}`, {
      description: 'Tuesdays at noon.',
      tags: ['strategy'],
      additionalInfo: [
        { question: 'Founded', questionType: 'DATE', answer: '2019-09-01' },
        { question: 'Website', questionType: 'URL', answer: 'https://chess.example' },
      ],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const about = ClubAbout.parse((await as('sam').get(`/api/v1/clubs/${chess}/about`)).json())
    expect(about.club.description).toBe('Tuesdays at noon.')
    expect(about.additionalInfo.map((i) => i.question)).toEqual(['Founded', 'Website'])
    const renamed = await as('maya').patch(`/api/v1/clubs/${chess}`, { name: 'Mine', hidden: true })
    expect(renamed.statusCode).toBe(403)
    expect(renamed.json().error.message).toContain('name, hidden')
    expect((await as('sam').patch(`/api/v1/clubs/${chess}`, { description: 'x' })).statusCode).toBe(
      403,
    )
  })

  it('checks each question by its type, naming the field', async () => {
    const bad = await as('maya').patch(`/api/v1/clubs/${chess}`, {
      additionalInfo: [{ question: 'Site', questionType: 'URL', answer: 'javascript:alert(1)' }],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('additionalInfo.0.answer')
    const date = await as('maya').patch(`/api/v1/clubs/${chess}`, {
      additionalInfo: [{ question: 'When', questionType: 'DATE', answer: 'soon' }],
    })
    expect(date.statusCode).toBe(400)
  })

  it('lets an admin hide (out of the list, open by link) and unpublish a club', async () => {
    const hidden = await as('admin').patch(`/api/v1/clubs/${chess}`, { hidden: true })
    expect(Club.parse(hidden.json()).hidden).toBe(true)
    expect(await listed('sam')).not.toContain('Chess')
    const spec = await as('sam').get('/api/v1/clubs/listing')
    expect(spec.json().items.map((c: { name: string }) => c.name)).not.toContain('Chess')
    expect((await as('sam').get(`/api/v1/clubs/${chess}/about`)).statusCode).toBe(200)
    await as('admin').patch(`/api/v1/clubs/${chess}`, { hidden: false, published: false })
    expect(await listed('sam')).not.toContain('Chess')
    expect((await as('sam').get(`/api/v1/clubs/${chess}/about`)).statusCode).toBe(404)
    expect((await as('maya').get(`/api/v1/clubs/${chess}/about`)).statusCode).toBe(200)
    await as('admin').patch(`/api/v1/clubs/${chess}`, { published: true })
    expect(await listed('sam')).toContain('Chess')
    expect(await auditActions(chess)).toContain('club.update')
  })

  it('uploads a logo and a cover, refusing what is not an image by its bytes', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer()
    const logo = await upload('logo', png)
    expect(logo.statusCode, logo.body).toBe(200)
    const url = Club.parse(logo.json()).logoUrl ?? ''
    expect(url).toMatch(/^\/media\/club-images\/\d+\/[a-z0-9]+-logo-[0-9a-f]{12}\.webp$/)
    const { cookie } = await login(ctx().app, 'ca', 'sam@ca.edu')
    const served = await ctx().app.inject({ url, headers: { host: hostOf('ca'), cookie } })
    expect(served.statusCode, served.body).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await upload('cover', png)).statusCode).toBe(200)
    const text = await upload('logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    expect(text.statusCode).toBe(415)
    expect(text.body).toContain('logo')
    expect((await upload('logo', png, 'sam')).statusCode).toBe(403)
  })

  it('shows a listed club’s uploaded logo and cover to a share-mode visitor, no other image', async () => {
    // Issue 30 bug 10: visitors saw an initials tile and a flat cover.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c63' } })
      .png()
      .toBuffer()
    const uploaded = await upload('logo', png)
    const { logoUrl, coverUrl } = Club.parse(uploaded.json())
    const anonymous = (url: string) => ctx().app.inject({ url, headers: { host: hostOf('ca') } })
    const about = ClubAbout.parse((await anonymous(`/api/v1/clubs/${chess}/about`)).json())
    expect(about.club).toMatchObject({ logoUrl, coverUrl })
    for (const url of [logoUrl ?? '', coverUrl ?? '']) {
      const served = await anonymous(url)
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=300')
    }
    // Another school's host, an unknown file, or the club taken off the list: no image.
    const elsewhere = await ctx().app.inject({
      url: logoUrl ?? '',
      headers: { host: hostOf('ca2') },
    })
    expect(elsewhere.statusCode).not.toBe(200)
    expect((await anonymous(`${logoUrl ?? ''}x`)).statusCode).toBe(401)
    await as('admin').patch(`/api/v1/clubs/${chess}`, { hidden: true })
    expect((await anonymous(logoUrl ?? '')).statusCode).toBe(401)
    await as('admin').patch(`/api/v1/clubs/${chess}`, { hidden: false })
  })
})

describe('archiving', () => {
  it('takes the club out of the list, read-only to members; restore brings it back', async () => {
    const club = await insertClub(ctx(), school, {
      name: 'Knitting',
      officers: [person('ola').id],
      members: [person('maya').id],
    })
    const archived = await as('admin').post(`/api/v1/admin/clubs/${club.uid}/archive`)
    expect(Club.parse(archived.json()).status).toBe('archived')
    expect(await listed('sam')).not.toContain('Knitting')
    const seen = ClubAbout.parse((await as('maya').get(`/api/v1/clubs/${club.uid}/about`)).json())
    expect(seen.club.status).toBe('archived')
    expect((await as('sam').get(`/api/v1/clubs/${club.uid}/about`)).statusCode).toBe(404)
    expect((await as('sam').post(`/api/v1/clubs/${club.uid}/membership`)).statusCode).toBe(409)
    const join = await as('admin').post(`/api/v1/clubs/${club.uid}/membership`)
    expect(join.statusCode).toBe(409)
    expect(
      (await as('ola').patch(`/api/v1/clubs/${club.uid}`, { description: 'x' })).statusCode,
    ).toBe(409)
    expect(
      (await as('sam').post(`/api/v1/admin/clubs/${club.uid}/archive`)).json().error.message,
    ).toBe('Only school admins can archive or restore clubs.')
    await as('admin').post(`/api/v1/admin/clubs/${club.uid}/restore`)
    expect(await listed('sam')).toContain('Knitting')
    expect(await auditActions(club.uid)).toEqual(['club.archive', 'club.restore'])
  })
})

describe('requests', () => {
  const ask = (name: string, club: string) =>
    as(name).post('/api/v1/clubs/requests', {
      name: club,
      description: 'Early mornings.',
      category: 'Outdoors',
    })

  it('a student asks, admins hear of it; approval lists the club and tells the student', async () => {
    const asked = await ask('sam', 'Birdwatching')
    expect(asked.statusCode, asked.body).toBe(201)
    const club = Club.parse(asked.json())
    expect(club).toMatchObject({ status: 'pending', membership: 'officer' })
    expect(await listed('ola')).not.toContain('Birdwatching')
    const told = (await notificationsOf('admin')).find((n) => n.type === 'club_requested')
    expect(told?.text).toMatch(/asked for a new club: Birdwatching$/)
    const pending = AdminClubPage.parse(
      (await as('admin').get('/api/v1/admin/clubs?status=pending')).json(),
    )
    expect(pending.items.map((c) => [c.name, c.requestedBy?.uid])).toEqual([
      ['Birdwatching', person('sam').uid],
    ])
    const approved = await as('admin').post(`/api/v1/admin/clubs/${club.id}/approval`, {
      approve: true,
      note: 'Welcome!',
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await listed('ola')).toContain('Birdwatching')
    const answer = (await notificationsOf('sam')).find((n) => n.type === 'club_request_decided')
    expect(answer).toMatchObject({
      text: 'Your club Birdwatching was approved: “Welcome!”',
      link: `/_/_/clubs/${club.id}`,
    })
    const again = await as('admin').post(`/api/v1/admin/clubs/${club.id}/approval`, {
      approve: true,
    })
    expect(again.statusCode).toBe(409)
    expect(await auditActions(club.id)).toEqual(['club.approve'])
  })

  it('a declined request is removed and the student told; at most three wait at once', async () => {
    const ids: string[] = []
    for (const name of ['A', 'B', 'C']) ids.push(Club.parse((await ask('ola', name)).json()).id)
    const fourth = await ask('ola', 'D')
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().error.message).toMatch(/already have 3 club requests waiting/)
    const declined = await as('admin').post(`/api/v1/admin/clubs/${ids[0] ?? ''}/approval`, {
      approve: false,
    })
    expect(declined.statusCode).toBe(204)
    const answer = (await notificationsOf('ola')).find((n) => n.type === 'club_request_decided')
    expect(answer).toMatchObject({ text: 'Your request for A was declined', link: null })
    expect((await ask('ola', 'D')).statusCode).toBe(201)
    expect(
      (await as('sam').post(`/api/v1/admin/clubs/${ids[1] ?? ''}/approval`, { approve: true }))
        .statusCode,
    ).toBe(403)
    const bad = await as('admin').post(`/api/v1/admin/clubs/${ids[1] ?? ''}/approval`, {})
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('approve')
  })
})

describe('categories', () => {
  it('lists the distinct categories and lets an admin rename one', async () => {
    await insertClub(ctx(), school, {
      name: 'Poetry',
      category: 'Verse',
      officers: [person('ola').id],
    })
    const before = (await as('sam').get('/api/v1/clubs/categories')).json().items as string[]
    expect(before).toContain('Verse')
    const renamed = await as('admin').post('/api/v1/admin/clubs/categories/rename', {
      from: 'verse',
      to: 'Verse & Song',
    })
    expect(renamed.json()).toEqual({ renamed: 1 })
    const after = (await as('sam').get('/api/v1/clubs/categories')).json().items as string[]
    expect(after).toContain('Verse & Song')
    expect(after).not.toContain('Verse')
    const refused = await as('sam').post('/api/v1/admin/clubs/categories/rename', {
      from: 'x',
      to: 'y',
    })
    expect(refused.statusCode).toBe(403)
  })
})
