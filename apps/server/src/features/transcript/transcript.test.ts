// @engines both: reviews race on the entry's status, and awards run as pg-boss jobs
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  BadgeDefinition,
  MyTranscript,
  TranscriptEntry,
  TranscriptReviewList,
  TranscriptSettings,
  TranscriptShare,
  TranscriptShareList,
  TranscriptTerm,
  TranscriptVerification,
} from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { badges } from '../../db/schema/badges.ts'
import { clubMemberships, clubs } from '../../db/schema/clubs.ts'
import { eventRsvps } from '../../db/schema/events.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { transcriptEntries } from '../../db/schema/transcript.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { embeddedFonts, readPdf } from '../../test/pdf-text.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { transcriptPersonalData } from './personal-data.ts'
import { tempDirForTest } from '../../test/temp-dir.ts'

/**
 * The co-curricular transcript (issue 36 item 2, decision 102): categories and outcomes
 * under `transcript.configure`, entries the student adds and staff review under
 * `transcript.review` (audited, the student told), the record composed from clubs, events
 * and badges, the PDF as a reader reads it, and verification links that can be revoked.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
const as = (name: string) => api[name] as BearerClient
const id = (name: string) => ids[name] ?? 0
const HOUR = 3_600_000
let volunteering: TranscriptTerm
let awards: TranscriptTerm
let leadership: TranscriptTerm

beforeAll(async () => {
  const { app, database } = ctx()
  await app.jobs.start()
  school = await insertSchool(database.db, { code: 'cct', name: 'Transcript U' })
  for (const name of ['admin', 'staff', 'ann', 'bob']) {
    const student = await insertTestStudent(database, school, {
      email: `${name}@cct.edu`,
      firstName: name === 'ann' ? 'Ann' : name,
      lastName: name === 'ann' ? 'Óbuda' : 'X',
    })
    ids[name] = student.id
  }
  const origin = { actorId: null, requestId: null, ip: null }
  await changeRoles({ db: database.db, bus }, origin, {
    schoolId: school.id,
    userId: id('admin'),
    grant: ['school_admin'],
  })
  await changeRoles({ db: database.db, bus }, origin, {
    schoolId: school.id,
    userId: id('staff'),
    grant: ['staff'],
  })
  for (const name of Object.keys(ids)) api[name] = await bearerClient(ctx, 'cct', `${name}@cct.edu`)
  const club = await insertClub(ctx(), school, { name: 'Debate Society', officers: [id('ann')] })
  await insertClub(ctx(), school, { name: 'Chess Club', members: [id('ann')] })
  const startsAt = new Date(Date.now() - 7 * 24 * HOUR)
  for (const [title, hours, checkedIn] of [
    ['Regional debate', 2.5, true],
    ['Skipped talk', 1, false],
  ] as const) {
    const event = await insertEvent(ctx(), school, {
      title,
      clubId: club.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + hours * HOUR),
    })
    await database.db.insert(eventRsvps).values({
      eventId: event.id,
      userId: id('ann'),
      schoolId: school.id,
      status: 'going',
      ticketCode: `T-${title}`,
      checkedInAt: checkedIn ? new Date() : null,
    })
  }
  await database.db.insert(badges).values({
    schoolId: school.id,
    userId: id('ann'),
    name: 'Early bird',
    iconUrl: '/media/badge-icons/star.svg',
  })
}, 120_000)

const settled = (check: () => Promise<void>) =>
  vi.waitFor(
    async () => {
      await ctx().app.outbox.drain()
      await check()
    },
    { timeout: 20_000, interval: 200 },
  )
const paths = (response: { json(): unknown }) =>
  (response.json() as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path)

async function defineTerm(kind: 'categories' | 'outcomes', name: string) {
  const response = await as('admin').post(`/api/v1/admin/transcript/${kind}`, { name })
  expect(response.statusCode, response.body).toBe(201)
  return TranscriptTerm.parse(response.json())
}

describe('categories and learning outcomes', () => {
  it('are the school admins’ to define: staff and students are refused 403', async () => {
    for (const name of ['ann', 'staff']) {
      const made = await as(name).post('/api/v1/admin/transcript/categories', { name: 'X' })
      expect(made.statusCode).toBe(403)
    }
    volunteering = await defineTerm('categories', 'Volunteering')
    awards = await defineTerm('categories', 'Awards')
    leadership = await defineTerm('outcomes', 'Leadership')
    const [entry] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'transcript.term_create')))
    expect(entry).toMatchObject({ actorId: id('admin'), subjectType: 'transcript_category' })
  })

  it('answer a taken or empty name 400 naming it, and every student reads them', async () => {
    const taken = await as('admin').post('/api/v1/admin/transcript/categories', {
      name: 'volunteering',
    })
    expect(taken.statusCode).toBe(400)
    expect(paths(taken)).toEqual(['body.name'])
    const empty = await as('admin').post('/api/v1/admin/transcript/outcomes', { name: ' ' })
    expect(paths(empty)).toEqual(['body.name'])
    const settings = TranscriptSettings.parse(
      (await as('bob').get('/api/v1/transcript/settings')).json(),
    )
    expect(settings.categories.map((c) => c.name)).toEqual(['Awards', 'Volunteering'])
    expect(settings.outcomes.map((c) => c.name)).toEqual(['Leadership'])
  })

  it('archived, a category is offered no more (400 naming it)', async () => {
    const old = await defineTerm('categories', 'Old')
    const archived = await as('admin').post(
      `/api/v1/admin/transcript/categories/${old.uid}/archive`,
    )
    expect(TranscriptTerm.parse(archived.json()).archived).toBe(true)
    const response = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'T',
      category: old.uid,
      hours: 1,
      startDate: '2026-01-01',
    })
    expect(response.statusCode).toBe(400)
    expect(paths(response)).toEqual(['body.category'])
  })
})

let soup: TranscriptEntry

describe('entries and their review', () => {
  it('answers bad input 400 naming each field', async () => {
    const response = await as('ann').post('/api/v1/me/transcript/entries', {
      title: '',
      category: volunteering.uid,
      hours: -1,
      startDate: '2026-02-30',
    })
    expect(response.statusCode).toBe(400)
    expect(paths(response)).toEqual(
      expect.arrayContaining(['body.title', 'body.hours', 'body.startDate']),
    )
    const order = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'Backwards',
      category: volunteering.uid,
      hours: 1,
      startDate: '2026-03-02',
      endDate: '2026-03-01',
    })
    expect(paths(order)).toEqual(['body.endDate'])
    const outcome = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'Unknown outcome',
      category: volunteering.uid,
      hours: 1,
      startDate: '2026-03-02',
      outcomes: ['nope'],
    })
    expect(paths(outcome)).toEqual(['body.outcomes.0'])
  })

  it('a student adds an entry: pending, not on the record yet', async () => {
    const response = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'Soup kitchen',
      category: volunteering.uid,
      organization: 'City Food Bank',
      hours: 12.5,
      startDate: '2026-01-10',
      endDate: '2026-03-01',
      description: 'Served meals every Saturday.',
      outcomes: [leadership.uid],
    })
    expect(response.statusCode, response.body).toBe(201)
    soup = TranscriptEntry.parse(response.json())
    expect(soup).toMatchObject({
      status: 'pending',
      hours: 12.5,
      category: { name: 'Volunteering' },
      outcomes: [{ name: 'Leadership' }],
    })
    const mine = MyTranscript.parse((await as('ann').get('/api/v1/me/transcript')).json())
    expect(mine.entries.map((e) => e.uid)).toEqual([soup.uid])
    expect(mine.record.categories).toEqual([])
    // Someone else's entry is not theirs to change.
    const other = await as('bob').put(`/api/v1/me/transcript/entries/${soup.uid}`, {
      title: 'Mine now',
      category: volunteering.uid,
      hours: 1,
      startDate: '2026-01-10',
    })
    expect(other.statusCode).toBe(404)
  })

  it('staff list pending entries; a student is refused', async () => {
    expect((await as('ann').get('/api/v1/admin/transcript/entries')).statusCode).toBe(403)
    const list = TranscriptReviewList.parse(
      (await as('staff').get('/api/v1/admin/transcript/entries')).json(),
    )
    expect(list.items).toEqual([
      expect.objectContaining({ entry: expect.objectContaining({ uid: soup.uid }) }),
    ])
    expect(list.items[0]?.student.name).toBe('Ann Óbuda')
  })

  it('returning needs a note (400 naming it); returned, the student is told and audited', async () => {
    const review = `/api/v1/admin/transcript/entries/${soup.uid}/review`
    const bare = await as('staff').post(review, { decision: 'return', note: ' ' })
    expect(bare.statusCode).toBe(400)
    expect(paths(bare)).toEqual(['body.note'])
    const returned = await as('staff').post(review, {
      decision: 'return',
      note: 'Please add the supervisor’s name.',
    })
    expect(returned.statusCode, returned.body).toBe(200)
    expect(TranscriptEntry.parse(returned.json())).toMatchObject({
      status: 'returned',
      reviewNote: 'Please add the supervisor’s name.',
    })
    const [audited] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'transcript.entry_return')))
    expect(audited).toMatchObject({ actorId: id('staff'), subjectId: soup.uid })
    await settled(async () => {
      const told = await ctx()
        .database.db.select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, id('ann')),
            eq(notifications.type, 'transcript_entry_reviewed'),
          ),
        )
      expect(told).toHaveLength(1)
      expect(told[0]).toMatchObject({ actorId: id('staff'), payload: { decision: 'return' } })
    })
  })

  it('the student edits a returned entry: pending again; approved, it is on the record', async () => {
    const edited = await as('ann').put(`/api/v1/me/transcript/entries/${soup.uid}`, {
      title: 'Soup kitchen',
      category: volunteering.uid,
      organization: 'City Food Bank (supervisor: R. Diaz)',
      hours: 12.5,
      startDate: '2026-01-10',
      endDate: '2026-03-01',
      outcomes: [leadership.uid],
    })
    expect(TranscriptEntry.parse(edited.json()).status).toBe('pending')
    const review = `/api/v1/admin/transcript/entries/${soup.uid}/review`
    const approved = await as('admin').post(review, { decision: 'approve' })
    expect(TranscriptEntry.parse(approved.json()).status).toBe('approved')
    // Answered once: a second reviewer gets 409, and an approved entry is not edited.
    expect((await as('staff').post(review, { decision: 'approve' })).statusCode).toBe(409)
    const change = await as('ann').put(`/api/v1/me/transcript/entries/${soup.uid}`, {
      title: 'More hours',
      category: volunteering.uid,
      hours: 100,
      startDate: '2026-01-10',
    })
    expect(change.statusCode).toBe(409)
  })
})

describe('the record', () => {
  it('composes memberships, check-ins with hours, badges and approved entries by category', async () => {
    const pending = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'Dean’s list',
      category: awards.uid,
      hours: 0,
      startDate: '2026-02-01',
    })
    expect(pending.statusCode).toBe(201)
    const { record } = MyTranscript.parse((await as('ann').get('/api/v1/me/transcript')).json())
    expect(record.student.name).toBe('Ann Óbuda')
    expect(record.school.name).toBe('Transcript U')
    expect(record.memberships.map((m) => [m.club.name, m.role])).toEqual(
      expect.arrayContaining([
        ['Debate Society', 'officer'],
        ['Chess Club', 'member'],
      ]),
    )
    expect(record.events.map((e) => [e.title, e.hours, e.club])).toEqual([
      ['Regional debate', 2.5, 'Debate Society'],
    ])
    expect(record.badges.map((b) => b.name)).toEqual(['Early bird'])
    expect(record.categories.map((c) => [c.name, c.hours, c.entries.length])).toEqual([
      ['Volunteering', 12.5, 1],
    ])
    expect(record.hours).toEqual({ events: 2.5, entries: 12.5, total: 15 })
  })

  it('the PDF opens in a reader: school, student, sections and hours, its fonts embedded', async () => {
    const response = await as('ann').get('/api/v1/me/transcript.pdf')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=/)
    const bytes = new Uint8Array(response.rawPayload)
    const pdf = await readPdf(bytes)
    const text = pdf.pages.join('\n')
    expect(pdf.title).toBe('Co-curricular transcript — Ann Óbuda')
    for (const expected of [
      'Transcript U',
      'Ann Óbuda',
      'Clubs and leadership',
      'Debate Society',
      'Officer',
      'Events attended — 2.5 hours',
      'Regional debate',
      'Early bird',
      'Volunteering — 12.5 hours',
      'Soup kitchen',
      'Outcomes: Leadership',
      'Total hours: 15 hours',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('Dean’s list')
    expect(text).not.toContain('Skipped talk')
    // Both faces travel inside the file (subset: `/DejaVuSans-<n>`), so no reader substitutes.
    const fonts = await embeddedFonts(bytes)
    expect(fonts).toHaveLength(2)
    expect(fonts.some((name) => /^\/DejaVuSans-\d+$/.test(name))).toBe(true)
    expect(fonts.some((name) => /^\/DejaVuSans-Bold-\d+$/.test(name))).toBe(true)
  })

  it('keeps a club the student left and a role held before, each with its dates', async () => {
    const { db } = ctx().database
    const [chess] = await db.select().from(clubs).where(eq(clubs.name, 'Chess Club'))
    const membership = and(
      eq(clubMemberships.clubId, chess?.id ?? 0),
      eq(clubMemberships.userId, id('ann')),
    )
    await db.update(clubMemberships).set({ role: 'officer' }).where(membership)
    await db.delete(clubMemberships).where(membership)
    const { record } = MyTranscript.parse((await as('ann').get('/api/v1/me/transcript')).json())
    const chessTerms = record.memberships.filter((m) => m.club.name === 'Chess Club')
    expect(chessTerms.map((m) => m.role)).toEqual(['member', 'officer'])
    const [asMember, asOfficer] = chessTerms
    expect(asMember?.until).toBe(asOfficer?.since)
    expect(Date.parse(asOfficer?.until ?? '')).toBeGreaterThanOrEqual(
      Date.parse(asOfficer?.since ?? ''),
    )
    const debate = record.memberships.find((m) => m.club.name === 'Debate Society')
    expect(debate).toMatchObject({ role: 'officer', until: null })
    // The PDF gives the left club's dates: from – until, both roles.
    const response = await as('ann').get('/api/v1/me/transcript.pdf')
    const text = (await readPdf(new Uint8Array(response.rawPayload))).pages.join('\n')
    expect(text.match(/Chess Club\s*\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}/g)).toHaveLength(2)
  })

  it('needs a sign-in', async () => {
    const response = await ctx().app.inject({
      url: '/api/v1/me/transcript.pdf',
      headers: { host: hostOf('cct') },
    })
    expect(response.statusCode).toBe(401)
  })
})

describe('verification links', () => {
  let share: TranscriptShare

  it('answer a choice of nothing or of another school’s category 400 naming it', async () => {
    const none = await as('ann').post('/api/v1/me/transcript/shares', {
      sections: { memberships: false, events: false, badges: false, categories: [] },
    })
    expect(paths(none)).toEqual(['body.sections'])
    const foreign = await as('ann').post('/api/v1/me/transcript/shares', {
      sections: { memberships: false, events: false, badges: true, categories: ['nope'] },
    })
    expect(paths(foreign)).toEqual(['body.sections.categories.0'])
  })

  it('show anyone, signed in or not, only the sections the student chose', async () => {
    const made = await as('ann').post('/api/v1/me/transcript/shares', {
      sections: { memberships: false, events: false, badges: true, categories: [volunteering.uid] },
    })
    expect(made.statusCode, made.body).toBe(201)
    share = TranscriptShare.parse(made.json())
    expect(share.path).toMatch(/^\/cct\/verify\/[\w-]+\.[\w-]+$/)
    const token = share.path.split('/').pop() ?? ''
    const response = await ctx().app.inject({
      url: `/api/v1/transcript/verify?token=${token}`,
      headers: { host: hostOf('cct') },
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = TranscriptVerification.parse(response.json())
    if (answer.status !== 'verified') throw new Error('expected a verified transcript')
    expect(answer.record.student.name).toBe('Ann Óbuda')
    expect(answer.record.memberships).toEqual([])
    expect(answer.record.events).toEqual([])
    expect(answer.record.badges.map((b) => b.name)).toEqual(['Early bird'])
    expect(answer.record.categories.map((c) => c.name)).toEqual(['Volunteering'])
    expect(answer.record.hours).toEqual({ events: 0, entries: 12.5, total: 12.5 })
  })

  it('refuse a tampered token (400) and another school’s host (403)', async () => {
    const token = share.path.split('/').pop() ?? ''
    const tampered = await ctx().app.inject({
      url: `/api/v1/transcript/verify?token=${token.slice(0, -2)}xx`,
      headers: { host: hostOf('cct') },
    })
    expect(tampered.statusCode).toBe(400)
    await insertSchool(ctx().database.db, { code: 'cct2', name: 'Elsewhere' })
    const elsewhere = await ctx().app.inject({
      url: `/api/v1/transcript/verify?token=${token}`,
      headers: { host: hostOf('cct2') },
    })
    expect(elsewhere.statusCode).toBe(403)
  })

  it('revoked, a link says so; only its student revokes it', async () => {
    expect(
      (await as('bob').post(`/api/v1/me/transcript/shares/${share.uid}/revoke`)).statusCode,
    ).toBe(404)
    const revoked = await as('ann').post(`/api/v1/me/transcript/shares/${share.uid}/revoke`)
    expect(TranscriptShare.parse(revoked.json()).revokedAt).not.toBeNull()
    const token = share.path.split('/').pop() ?? ''
    const response = await ctx().app.inject({
      url: `/api/v1/transcript/verify?token=${token}`,
      headers: { host: hostOf('cct') },
    })
    expect(response.statusCode).toBe(200)
    expect(TranscriptVerification.parse(response.json()).status).toBe('revoked')
    const list = TranscriptShareList.parse(
      (await as('ann').get('/api/v1/me/transcript/shares')).json(),
    )
    expect(list.items.map((s) => [s.uid, s.revokedAt !== null])).toEqual([[share.uid, true]])
  })
})

describe('badges and personal data', () => {
  it('a transcript_category badge is awarded when an entry of the category is approved', async () => {
    const made = await as('admin').post('/api/v1/admin/badges', {
      name: 'Helper',
      icon: 'people',
      points: 5,
      criterion: { kind: 'transcript_category', count: 2, category: 'volunteering' },
    })
    expect(made.statusCode, made.body).toBe(201)
    expect(BadgeDefinition.parse(made.json()).criterion.kind).toBe('transcript_category')
    const second = await as('ann').post('/api/v1/me/transcript/entries', {
      title: 'Beach clean-up',
      category: volunteering.uid,
      hours: 3,
      startDate: '2026-04-01',
    })
    const entry = TranscriptEntry.parse(second.json())
    const held = () =>
      ctx()
        .database.db.select({ name: badges.name })
        .from(badges)
        .where(eq(badges.userId, id('ann')))
    await ctx().app.outbox.drain()
    expect((await held()).map((b) => b.name)).not.toContain('Helper')
    await as('staff').post(`/api/v1/admin/transcript/entries/${entry.uid}/review`, {
      decision: 'approve',
    })
    await settled(async () => expect((await held()).map((b) => b.name)).toContain('Helper'))
  })

  it('exports the student’s entries with their notes and links, and erases them', async () => {
    const { database, app } = ctx()
    const dataDir = tempDirForTest('quad-transcript-')
    const subject = {
      school,
      userId: id('ann'),
      uid: '',
      storage: configuredStorage(database, dataDir),
      outbox: app.outbox,
    }
    const exported = await transcriptPersonalData.export(database.db, subject)
    const records = exported.records as { entries: TranscriptEntry[]; verificationLinks: unknown[] }
    expect(records.entries.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Soup kitchen', 'Dean’s list', 'Beach clean-up']),
    )
    expect(records.verificationLinks).toHaveLength(1)
    await database.db.transaction((tx) => transcriptPersonalData.erase(tx, subject, 'remove'))
    const left = await database.db
      .select()
      .from(transcriptEntries)
      .where(eq(transcriptEntries.userId, id('ann')))
    expect(left).toEqual([])
  })
})
