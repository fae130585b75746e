// @engines both: awards race on the unique (student, definition) index, and the jobs run on pg-boss
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BadgeDefinition, BadgeDefinitionList, EventTicket, Leaderboard } from '@quad/shared'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { outboxMessages } from '../../platform/db/outbox-schema.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { badgePoints, badges, leaderboardOptIns } from '../../db/schema/badges.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { insertEvent } from '../../test/event-fixtures.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  useSecondInstance,
  useTestApp,
} from '../../test/test-app.ts'
import { evaluateStudent } from './award.service.ts'
import { evaluatorsOf } from './criteria.ts'
import { createDefinition } from './definitions.service.ts'
import { badgePersonalData } from './personal-data.ts'
import { tempDirForTest } from '../../test/temp-dir.ts'

/**
 * Badges and points (issue 36 item 3, decision 100): definitions under `badge.manage`,
 * awards by jobs after check-ins and club changes, never twice, points per term on
 * opt-in leaderboards, the profile's badge list under its privacy field.
 */
const bus = inProcessBus()
const ctx = useTestApp({ bus })
// Another instance over the same database and bus, running the jobs too.
const second = useSecondInstance(() => ctx(), bus, { jobs: true })
let school: School
const api: Record<string, BearerClient> = {}
const ids: Record<string, number> = {}
const uids: Record<string, string> = {}
let club = { id: 0, uid: '', name: '' }
let otherClub = { id: 0, uid: '', name: '' }
const as = (name: string) => api[name] as BearerClient
const id = (name: string) => ids[name] ?? 0

beforeAll(async () => {
  const { app, database } = ctx()
  await app.jobs.start()
  school = await insertSchool(database.db, { code: 'bdg', name: 'Badge U' })
  for (const name of ['admin', 'maya', 'ann', 'ben', 'cat', 'dan']) {
    const student = await insertTestStudent(
      database,
      school,
      { email: `${name}@bdg.edu`, firstName: name },
      name === 'cat' ? { fieldVisibility: { badges: 'private' } } : {},
    )
    ids[name] = student.id
    uids[name] = student.uid
  }
  await changeRoles(
    { db: database.db, bus },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: id('admin'), grant: ['school_admin'] },
  )
  for (const name of Object.keys(ids)) api[name] = await bearerClient(ctx, 'bdg', `${name}@bdg.edu`)
  club = await insertClub(ctx(), school, { name: 'Runners', officers: [id('maya')] })
  otherClub = await insertClub(ctx(), school, { name: 'Chess', members: [id('cat')] })
}, 120_000)

const define = (body: object) => as('admin').post('/api/v1/admin/badges', body)
async function defineOk(body: object) {
  const response = await define(body)
  expect(response.statusCode, response.body).toBe(201)
  return BadgeDefinition.parse(response.json())
}
const heldBy = async (name: string) =>
  ctx()
    .database.db.select({ name: badges.name, definitionId: badges.definitionId })
    .from(badges)
    .where(eq(badges.userId, id(name)))
/** Outbox dispatched and the queued jobs run, until `check` holds. */
const settled = (check: () => Promise<void>) =>
  vi.waitFor(
    async () => {
      await ctx().app.outbox.drain()
      await check()
    },
    { timeout: 20_000, interval: 200 },
  )

async function checkIn(name: string, eventUid: string) {
  const rsvp = await as(name).put(`/api/v1/events/${eventUid}/rsvp`, { status: 'going' })
  expect(rsvp.statusCode, rsvp.body).toBe(200)
  const ticket = EventTicket.parse((await as(name).get(`/api/v1/events/${eventUid}/ticket`)).json())
  const response = await as('maya').post(`/api/v1/events/${eventUid}/check-ins`, {
    code: ticket.code,
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('definitions', () => {
  it('are the school admins’: a student is refused 403 both ways', async () => {
    expect((await as('ann').get('/api/v1/admin/badges')).statusCode).toBe(403)
    const made = await as('ann').post('/api/v1/admin/badges', {
      name: 'X',
      icon: 'star',
      points: 1,
      criterion: { kind: 'officer' },
    })
    expect(made.statusCode).toBe(403)
  })

  it('answers bad input 400 naming each field', async () => {
    const response = await define({
      name: ' ',
      icon: 'rocket',
      points: -1,
      criterion: { kind: 'events_attended', count: 0 },
    })
    expect(response.statusCode).toBe(400)
    const paths = response.json().error.issues.map((issue: { path: string }) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining(['body.name', 'body.icon', 'body.points', 'body.criterion.count']),
    )
    const kind = await define({ name: 'Y', icon: 'star', points: 1, criterion: { kind: 'nap' } })
    expect(kind.statusCode).toBe(400)
    expect(kind.json().error.issues[0].path).toMatch(/^body\.criterion/)
  })

  it('refuses a kind no evaluator knows, naming it (the transcript gives its own)', async () => {
    const { app, database } = ctx()
    const deps = { jobs: app.jobs, evaluators: evaluatorsOf([]) }
    const origin = { actorId: id('admin'), requestId: null, ip: null }
    const criterion = { kind: 'transcript_category', count: 2, category: 'Leadership' } as const
    const input = { name: 'Scholar', icon: 'book', points: 5, criterion } as const
    await expect(createDefinition(database, deps, origin, school.id, input)).rejects.toMatchObject({
      status: 400,
      issues: [{ path: 'body.criterion.kind' }],
    })
  })

  it('awards a new definition to the students who already meet it, and audits it', async () => {
    const made = await defineOk({
      name: 'Officer',
      description: 'Served as a club officer',
      icon: 'shield',
      points: 20,
      criterion: { kind: 'officer' },
    })
    expect(made).toMatchObject({
      archived: false,
      awarded: 0,
      iconUrl: '/media/badge-icons/shield.svg',
    })
    await settled(async () => expect(await heldBy('maya')).toHaveLength(1))
    expect(await heldBy('ann')).toHaveLength(0)
    const [entry] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, school.id), eq(auditLog.action, 'badge.create')))
    expect(entry).toMatchObject({ actorId: id('admin'), subjectId: made.uid })
    const list = BadgeDefinitionList.parse((await as('admin').get('/api/v1/admin/badges')).json())
    expect(list.items.find((item) => item.uid === made.uid)?.awarded).toBe(1)
  })
})

describe('awarding', () => {
  let firstEvent = ''
  it('a check-in earns "attend 1 event" and tells the student; a category needs its own', async () => {
    await defineOk({
      name: 'First steps',
      icon: 'calendar',
      points: 10,
      criterion: { kind: 'events_attended', count: 1 },
    })
    await defineOk({
      name: 'Two races',
      icon: 'trophy',
      points: 15,
      criterion: { kind: 'events_attended', count: 2, category: 'Sports' },
    })
    const event = await insertEvent(ctx(), school, {
      clubId: club.id,
      isPublic: true,
      category: 'Sports',
    })
    firstEvent = event.uid
    await checkIn('ann', event.uid)
    await settled(async () =>
      expect((await heldBy('ann')).map((b) => b.name)).toEqual(['First steps']),
    )
    const told = () =>
      ctx()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, id('ann')), eq(notifications.type, 'badge_awarded')))
    await settled(async () => expect(await told()).toHaveLength(1))
    expect((await told())[0]?.payload).toMatchObject({ badgeName: 'First steps', points: 10 })
  })

  it('the second event of the category earns the category badge, and nothing twice', async () => {
    const event = await insertEvent(ctx(), school, {
      clubId: club.id,
      isPublic: true,
      category: 'sports',
    })
    await checkIn('ann', event.uid)
    await settled(async () =>
      expect((await heldBy('ann')).map((b) => b.name).sort()).toEqual(['First steps', 'Two races']),
    )
    expect(firstEvent).not.toBe(event.uid)
  })

  it('joining N clubs earns its badge through the membership route', async () => {
    await defineOk({
      name: 'Joiner',
      icon: 'people',
      points: 5,
      criterion: { kind: 'clubs_joined', count: 2 },
    })
    expect((await as('ben').post(`/api/v1/clubs/${club.uid}/membership`)).statusCode).toBe(201)
    await ctx().app.outbox.drain()
    expect(await heldBy('ben')).toHaveLength(0)
    expect((await as('ben').post(`/api/v1/clubs/${otherClub.uid}/membership`)).statusCode).toBe(201)
    await settled(async () => expect((await heldBy('ben')).map((b) => b.name)).toEqual(['Joiner']))
  })

  it('never awards twice when two jobs evaluate the same student at once', async () => {
    const { app, database } = ctx()
    await defineOk({
      name: 'Double',
      icon: 'star',
      points: 7,
      criterion: { kind: 'clubs_joined', count: 1 },
    })
    await settled(async () => expect((await heldBy('cat')).map((b) => b.name)).toContain('Double'))
    const [awarded] = (await heldBy('cat')).filter((b) => b.name === 'Double')
    // Remove it, then let two evaluations race to give it back.
    await database.db.delete(badges).where(eq(badges.definitionId, awarded?.definitionId ?? 0))
    const deps = { outbox: app.outbox, evaluators: evaluatorsOf([]) }
    const results = await Promise.all(
      [1, 2].map(() =>
        database.db.transaction((tx) => evaluateStudent(tx, deps, school, id('cat'))),
      ),
    )
    expect(results.flat().filter((name) => name === 'Double')).toHaveLength(1)
    expect((await heldBy('cat')).filter((b) => b.name === 'Double')).toHaveLength(1)
    const points = await database.db
      .select()
      .from(badgePoints)
      .where(eq(badgePoints.userId, id('cat')))
    expect(points).toHaveLength(1)
    expect(points[0]?.points).toBe(7)
  })

  it('awards once when two instances evaluate the same student for two joins at once', async () => {
    const { database } = ctx()
    const both = await defineOk({
      name: 'Two at once',
      icon: 'people',
      points: 3,
      criterion: { kind: 'clubs_joined', count: 2 },
    })
    const join = (instance: 'first' | 'second', uid: string) =>
      (instance === 'first' ? ctx().app : second().app).inject({
        method: 'POST',
        url: `/api/v1/clubs/${uid}/membership`,
        headers: { host: hostOf('bdg'), authorization: `Bearer ${as('dan').jwt}` },
      })
    const joined = await Promise.all([join('first', club.uid), join('second', otherClub.uid)])
    expect(joined.map((response) => response.statusCode)).toEqual([201, 201])
    await settled(async () =>
      expect((await heldBy('dan')).map((b) => b.name)).toContain('Two at once'),
    )
    // Every evaluation queued for the two joins (and the sweep) has run, on either instance.
    await settled(async () => {
      const evaluations = await ctx().app.jobs.listJobs({ name: 'badges-evaluate', limit: 200 })
      const waiting = evaluations.filter((job) => !['completed', 'failed'].includes(job.state))
      expect(waiting).toEqual([])
      const done = evaluations.filter((job) => job.state === 'completed')
      expect(
        done.filter((job) => JSON.stringify(job.payload).includes(`"userId":${String(id('dan'))}`)),
      ).toHaveLength(2)
    })
    const held = (await heldBy('dan')).filter((b) => b.name === 'Two at once')
    expect(held).toHaveLength(1)
    const points = await database.db
      .select()
      .from(badgePoints)
      .where(and(eq(badgePoints.userId, id('dan')), eq(badgePoints.points, 3)))
    expect(points).toHaveLength(1)
    // Told once, when the award's message is dispatched (by either instance).
    await settled(async () => {
      const told = await database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, id('dan')), eq(notifications.type, 'badge_awarded')))
      expect(told.filter((n) => n.payload['badgeName'] === both.name)).toHaveLength(1)
    })
    // Awarded no more: the tests below count their students' points without it (Ben, in two
    // clubs already, was given it by the sweep; no one below is counted with him).
    expect((await as('admin').post(`/api/v1/admin/badges/${both.uid}/archive`)).statusCode).toBe(
      200,
    )
  })

  it('archived, a definition is awarded no more; holders keep it', async () => {
    const made = await defineOk({
      name: 'Retired',
      icon: 'book',
      points: 1,
      criterion: { kind: 'events_attended', count: 3 },
    })
    expect((await as('ann').post(`/api/v1/admin/badges/${made.uid}/archive`)).statusCode).toBe(403)
    const archived = await as('admin').post(`/api/v1/admin/badges/${made.uid}/archive`)
    expect(archived.statusCode).toBe(200)
    expect(BadgeDefinition.parse(archived.json()).archived).toBe(true)
    expect((await as('admin').post('/api/v1/admin/badges/nope/archive')).statusCode).toBe(404)
    // Ann's third check-in would meet it; her join's evaluation (Double) sees that check-in.
    await checkIn(
      'ann',
      (await insertEvent(ctx(), school, { clubId: club.id, isPublic: true })).uid,
    )
    expect((await as('ann').post(`/api/v1/clubs/${otherClub.uid}/membership`)).statusCode).toBe(201)
    await settled(async () => expect((await heldBy('ann')).map((b) => b.name)).toContain('Double'))
    expect((await heldBy('ann')).map((b) => b.name)).not.toContain('Retired')
  })
})

describe('leaderboards', () => {
  const board = async (name: string, club?: string) => {
    const response = await as(name).get(`/api/v1/badges/leaderboard${club ? `?club=${club}` : ''}`)
    expect(response.statusCode, response.body).toBe(200)
    return Leaderboard.parse(response.json())
  }

  it('list only students who opted in; the viewer sees their own rank either way', async () => {
    const before = await board('ann')
    expect(before.entries).toEqual([])
    expect(before.me).toMatchObject({ optedIn: false, points: 32, rank: 1 })
    expect(before.term.name).toMatch(/^(Spring|Fall) \d{4}$/)
    expect((await as('maya').get('/api/v1/me/leaderboard')).json()).toEqual({ optedIn: false })
    expect((await as('maya').put('/api/v1/me/leaderboard', { optedIn: true })).statusCode).toBe(200)
    const withMaya = await board('ann')
    expect(withMaya.entries.map((e) => [e.uid, e.points, e.rank])).toEqual([[uids['maya'], 20, 1]])
    expect(withMaya.me.rank).toBe(1)
    expect((await as('ann').put('/api/v1/me/leaderboard', { optedIn: true })).statusCode).toBe(200)
    const both = await board('maya')
    expect(both.entries.map((e) => e.uid)).toEqual([uids['ann'], uids['maya']])
    expect(both.me).toMatchObject({ optedIn: true, points: 20, rank: 2 })
  })

  it('per club: its members only; an unknown club is a 404; a bad setting a 400', async () => {
    const chess = await board('ann', otherClub.uid)
    expect(chess.club?.name).toBe('Chess')
    expect(chess.entries.map((e) => e.uid)).toEqual([uids['ann']])
    expect((await as('ann').get('/api/v1/badges/leaderboard?club=nope')).statusCode).toBe(404)
    const bad = await as('ann').put('/api/v1/me/leaderboard', { optedIn: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.issues[0].path).toBe('body.optedIn')
  })
})

describe('the profile’s badges and personal data', () => {
  const profileOf = async (viewer: string, owner: string) => {
    const { cookie } = await login(ctx().app, 'bdg', `${viewer}@bdg.edu`)
    const response = await ctx().app.inject({
      url: `/mobile_ws/v18/user_profile?uid=${uids[owner] ?? ''}&view=full&source=sep`,
      headers: { host: hostOf('bdg'), cookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json().data
  }

  it('shows awards on the card by the badges privacy field', async () => {
    const seen = await profileOf('ben', 'ann')
    expect(seen.badges.map((b: { name: string }) => b.name).sort()).toEqual([
      'Double',
      'First steps',
      'Two races',
    ])
    expect(seen.badges[0].iconUrl).toMatch(/^\/media\/badge-icons\/\w+\.svg$/)
    expect(await profileOf('ben', 'cat')).not.toHaveProperty('badges')
    expect((await profileOf('cat', 'cat')).badges).toHaveLength(1)
  })

  it('serves the icons', async () => {
    const icon = await ctx().app.inject({
      url: '/media/badge-icons/trophy.svg',
      headers: { host: hostOf('bdg') },
    })
    expect(icon.statusCode).toBe(200)
    expect(icon.body.startsWith('<svg')).toBe(true)
    const unknown = await ctx().app.inject({
      url: '/media/badge-icons/rocket.svg',
      headers: { host: hostOf('bdg') },
    })
    expect(unknown.statusCode).toBe(400)
  })

  it('exports the awards, the ledger and the opt-in, and erases them', async () => {
    const { database } = ctx()
    const dataDir = tempDirForTest('quad-badges-')
    const subject = {
      school,
      userId: id('ann'),
      uid: uids['ann'] ?? '',
      storage: configuredStorage(database, dataDir),
      outbox: ctx().app.outbox,
    }
    const { records } = await badgePersonalData.export(database.db, subject)
    expect(records).toMatchObject({
      badges: expect.arrayContaining([expect.objectContaining({ name: 'First steps' })]),
      points: expect.arrayContaining([expect.objectContaining({ points: 10 })]),
      leaderboard: { optedIn: true },
    })
    await database.db.transaction((tx) => badgePersonalData.erase(tx, subject, 'remove'))
    expect(await heldBy('ann')).toEqual([])
    const left = await database.db
      .select()
      .from(leaderboardOptIns)
      .where(eq(leaderboardOptIns.userId, id('ann')))
    expect(left).toEqual([])
    const awardsMessages = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.name, 'badge.awarded'))
    expect(awardsMessages.length).toBeGreaterThan(0)
  })
})
