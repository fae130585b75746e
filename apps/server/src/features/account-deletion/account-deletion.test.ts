// @engines both: deletion locks the account against concurrent writes
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  Conversation,
  DeletionScheduled,
  DeletionStatus,
  ErrorBody,
  MessagePage,
  Post,
} from '@quad/shared'
import { clubMemberships, clubRoleTerms } from '../../db/schema/clubs.ts'
import { postComments, posts } from '../../db/schema/feed.ts'
import { pushSubscriptions } from '../../db/schema/notifications.ts'
import { modules } from '../../modules.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { schools, sessions, users } from '../../platform/db/schema.ts'
import { configuredStorage } from '../../platform/files/storage.ts'
import { PersonalData } from '../../platform/personal-data.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  bearerClient,
  connectStudents,
  newClientId,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { wrotePost } from '../../test/feed-write-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'
import { TEST_PASSWORD } from '../../test/test-app.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { eraseAccount } from './erase.service.ts'
import { ACCOUNT_DELETE_JOB } from './names.ts'
import { tempDirForTests } from '../../test/temp-dir.ts'

/** Deleting one's own account (issue 18 item 4) through real HTTP and the real parts. */
const bus = inProcessBus()
const dataDir = tempDirForTests('quad-deletion-')
// The directory checks below poll a search until the live index shows a change: on a loaded
// machine that is more than the 60 searches a minute a student may make (not tested here).
const ctx = useTestApp({ bus, config: { dataDir }, searchLimitPerMinute: 100_000 })
const URL = '/api/v1/me/deletion'
let school: School
let maya: BearerClient

const eraseContext = () => ({
  database: ctx().database,
  bus,
  storage: configuredStorage(ctx().database, dataDir),
  outbox: ctx().app.outbox,
  personalData: new PersonalData(modules.flatMap((module) => module.personalData ?? [])),
})

beforeAll(async () => {
  await ctx().app.jobs.start()
  const { db } = ctx().database
  school = await insertSchool(db, { code: 'del', name: 'Deletion School' })
  await db.update(schools).set({ feedStudentsPost: true }).where(eq(schools.id, school.id))
  await insertTestStudent(ctx().database, school, {
    email: 'maya@del.edu',
    firstName: 'Maya',
    lastName: 'Patel',
  })
  maya = await bearerClient(ctx, 'del', 'maya@del.edu')
})

let people = 0
async function newStudent(firstName = 'Rowan', lastName = 'Leaver') {
  people += 1
  const email = `leaver${String(people)}@del.edu`
  const user = await insertTestStudent(ctx().database, school, { email, firstName, lastName })
  return { ...user, email, client: await bearerClient(ctx, 'del', email) }
}
const setSchool = (values: Partial<typeof schools.$inferInsert>) =>
  ctx().database.db.update(schools).set(values).where(eq(schools.id, school.id))
const statusOf = async (client: BearerClient) => {
  const response = await client.get(URL)
  expect(response.statusCode, response.body).toBe(200)
  return DeletionStatus.parse(response.json())
}
const userRow = async (id: number) => {
  const [row] = await ctx().database.db.select().from(users).where(eq(users.id, id))
  if (!row) throw new Error('no user')
  return row
}
const makeDue = (id: number) =>
  ctx()
    .database.db.update(users)
    .set({ deletionDueAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, id))

describe('POST|GET|DELETE /api/v1/me/deletion', () => {
  it('schedules after the grace period with the password, ends other sessions, cancels', async () => {
    const leaver = await newStudent()
    const other = await bearerClient(ctx, 'del', leaver.email)
    expect(await statusOf(leaver.client)).toEqual({
      dueAt: null,
      graceDays: 14,
      deletedContent: 'anonymise',
      hasPassword: true,
    })

    const missing = await leaver.client.post(URL, {})
    expect(missing.statusCode).toBe(400)
    expect(ErrorBody.parse(missing.json()).error.issues?.[0]?.path).toBe('body.password')
    const wrong = await leaver.client.post(URL, { password: 'not it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toContain('body.password')
    expect((await statusOf(leaver.client)).dueAt).toBeNull()

    const scheduled = await leaver.client.post(URL, { password: TEST_PASSWORD })
    expect(scheduled.statusCode, scheduled.body).toBe(200)
    const { dueAt } = DeletionScheduled.parse(scheduled.json())
    const days = (new Date(dueAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)
    expect((await statusOf(leaver.client)).dueAt).toBe(dueAt)
    // Every other session ended at once; this one goes on.
    expect((await other.get('/api/v1/me')).statusCode).toBe(401)
    const actions = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, leaver.id))
    expect(actions.map((row) => row.action)).toContain('account.deletion_scheduled')

    const cancelled = await leaver.client.delete(URL)
    expect(cancelled.statusCode).toBe(204)
    expect((await statusOf(leaver.client)).dueAt).toBeNull()
    expect((await userRow(leaver.id)).deletionDueAt).toBeNull()
  })

  it('is cancelled by signing in', async () => {
    const leaver = await newStudent()
    await leaver.client.post(URL, { password: TEST_PASSWORD })
    expect((await userRow(leaver.id)).deletionDueAt).not.toBeNull()
    await login(ctx().app, 'del', leaver.email)
    expect((await userRow(leaver.id)).deletionDueAt).toBeNull()
  })

  it('asks an account without a password to have signed in within 10 minutes', async () => {
    const leaver = await newStudent()
    const { db } = ctx().database
    await db.update(users).set({ passwordHash: '' }).where(eq(users.id, leaver.id))
    expect((await statusOf(leaver.client)).hasPassword).toBe(false)
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, leaver.id))
    const stale = await leaver.client.post(URL, {})
    expect(stale.statusCode).toBe(403)
    expect(stale.json().error.message).toContain('Sign in again')
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.userId, leaver.id))
    expect((await leaver.client.post(URL, {})).statusCode).toBe(200)
  })

  it('queues the deletion at once when the school gives no grace period', async () => {
    await setSchool({ deletionGraceDays: 0 })
    try {
      const leaver = await newStudent()
      const response = await leaver.client.post(URL, { password: TEST_PASSWORD })
      expect(response.statusCode, response.body).toBe(200)
      expect(
        new Date(DeletionScheduled.parse(response.json()).dueAt).getTime(),
      ).toBeLessThanOrEqual(Date.now())
      const queued = await ctx().app.jobs.listJobs({ name: ACCOUNT_DELETE_JOB })
      expect(queued.map((job) => job.payload)).toContainEqual({ userId: leaver.id })
    } finally {
      await setSchool({ deletionGraceDays: 14 })
    }
  })

  it("is the school admin's setting: grace period 0 to 30 days and the content policy", async () => {
    const admin = await newStudent('Ada', 'Admin')
    await changeRoles(
      { db: ctx().database.db, bus },
      { actorId: null, requestId: null, ip: null },
      { schoolId: school.id, userId: admin.id, grant: ['school_admin'] },
    )
    const adminClient = await bearerClient(ctx, 'del', admin.email)
    const tooLong = await adminClient.patch('/api/v1/admin/school', { deletion_grace_days: 31 })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.message).toContain('deletion_grace_days')
    const saved = await adminClient.patch('/api/v1/admin/school', {
      deletion_grace_days: 7,
      deleted_content: 'remove',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ deletion_grace_days: 7, deleted_content: 'remove' })
    expect(await statusOf(maya)).toMatchObject({ graceDays: 7, deletedContent: 'remove' })
    await setSchool({ deletionGraceDays: 14, deletedContent: 'anonymise' })
  })

  it('needs a bearer token', async () => {
    const headers = { host: hostOf('del') }
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx().app.inject({ method, url: URL, headers, payload: {} })
      expect(response.statusCode).toBe(401)
    }
  })
})

/** A leaver who wrote to Maya, posted, commented and liked; answers what to look at. */
async function activeLeaver(firstName: string) {
  const leaver = await newStudent(firstName, 'Gone')
  const [mayaRow] = await ctx()
    .database.db.select()
    .from(users)
    .where(eq(users.email, 'maya@del.edu'))
  if (!mayaRow) throw new Error('no maya')
  await connectStudents(ctx(), school, leaver, mayaRow)
  const started = await leaver.client.post('/api/v1/chat/conversations', {
    participantUids: [mayaRow.uid],
  })
  expect(started.statusCode, started.body).toBeLessThan(300)
  const conversation = Conversation.parse(started.json())
  const sent = await leaver.client.post(`/api/v1/chat/conversations/${conversation.id}/messages`, {
    body: `Bye from ${firstName}`,
    clientId: newClientId(),
  })
  expect(sent.statusCode, sent.body).toBeLessThan(300)
  const reaction = `/api/v1/chat/conversations/${conversation.id}/messages/${String(sent.json().id)}/reactions/${encodeURIComponent('👋')}`
  expect((await leaver.client.put(reaction, {})).statusCode).toBe(200)
  const own = await wrotePost(leaver.client, { body: `<p>${firstName} was here</p>` })
  const mayas = await wrotePost(maya, { body: '<p>Maya asks</p>' })
  const comment = await leaver.client.post(`/api/v1/feed/posts/${mayas.id}/comments`, {
    body: '<p>An answer</p>',
    clientId: newClientId(),
  })
  expect(comment.statusCode, comment.body).toBe(201)
  expect((await leaver.client.put(`/api/v1/feed/posts/${mayas.id}/like`, {})).statusCode).toBe(200)
  return { leaver, conversationId: conversation.id, own, mayas }
}

const postRow = async (uid: string) => {
  const [row] = await ctx().database.db.select().from(posts).where(eq(posts.uid, uid))
  if (!row) throw new Error('no post')
  return row
}
const mayaSees = async (conversationId: number) => {
  const response = await maya.get(`/api/v1/chat/conversations/${conversationId}/messages`)
  expect(response.statusCode, response.body).toBe(200)
  return MessagePage.parse(response.json()).items
}
let mayaCookie: string | undefined
/** Maya's directory search; polled, so she signs in once (sign-ins are rate limited per address). */
async function directoryNames(search: string): Promise<string[]> {
  mayaCookie ??= (await login(ctx().app, 'del', 'maya@del.edu')).cookie
  const cookie = mayaCookie
  const response = await ctx().app.inject({
    url: `/mobile_ws/v18/mobile_people?search=${search}`,
    headers: { host: hostOf('del'), cookie },
  })
  expect(response.statusCode, response.body).toBe(200)
  const [page] = response.json() as [{ people: { firstName: string; lastName: string }[] }]
  return page.people.map((person) => `${person.firstName} ${person.lastName}`)
}

describe('the deletion when the grace period is over', () => {
  it('anonymises: the account is "Deleted student", its writing stays, its likes go', async () => {
    const { leaver, conversationId, own, mayas } = await activeLeaver('Quentin')
    await expect
      .poll(() => directoryNames('Quentin'), { timeout: 15_000, interval: 200 })
      .toContain('Quentin Gone')
    expect(await eraseAccount(eraseContext(), leaver.id)).toBe(false) // not due yet
    // What the student did before is delivered first (a real deletion comes days later).
    await ctx().app.outbox.drain()
    await makeDue(leaver.id)
    expect(await eraseAccount(eraseContext(), leaver.id)).toBe(true)
    // The 1:1 keeps its other student, so its title is "Deleted student", not an empty group.
    const opened = Conversation.parse(
      (await maya.get(`/api/v1/chat/conversations/${conversationId}`)).json(),
    )
    expect(opened.participants.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Deleted student',
    ])

    const row = await userRow(leaver.id)
    expect(row).toMatchObject({
      status: 'deleted',
      firstName: 'Deleted',
      lastName: 'student',
      photoUrl: null,
      passwordHash: '',
      email: `deleted-${leaver.uid}@deleted.invalid`,
      deletionDueAt: null,
    })
    expect(row.deletedAt).not.toBeNull()
    // Signed out everywhere, and never signs in again.
    expect((await leaver.client.get('/api/v1/me')).statusCode).toBe(401)
    await expect(login(ctx().app, 'del', leaver.email)).rejects.toThrow()

    const messages = await mayaSees(conversationId)
    expect(messages.map((m) => `${m.sender.firstName} ${m.sender.lastName}: ${m.body}`)).toContain(
      'Deleted student: Bye from Quentin',
    )
    // Who reacted is theirs: the reaction goes with the account.
    expect(messages.flatMap((m) => m.reactions)).toEqual([])
    expect((await postRow(own.id)).deletedAt).toBeNull()
    const seen = Post.parse((await maya.get(`/api/v1/feed/posts/${own.id}`)).json())
    expect(`${seen.author.firstName} ${seen.author.lastName}`).toBe('Deleted student')
    const asked = await postRow(mayas.id)
    expect(asked).toMatchObject({ likeCount: 0, commentCount: 1 })
    await expect
      .poll(() => directoryNames('Quentin'), { timeout: 15_000, interval: 200 })
      .toEqual([])
    expect(await directoryNames('Deleted')).toEqual([])
    const profile = await ctx().app.inject({
      url: `/mobile_ws/v18/user_profile?uid=${leaver.uid}`,
      headers: {
        host: hostOf('del'),
        cookie: (await login(ctx().app, 'del', 'maya@del.edu')).cookie,
      },
    })
    expect(profile.json().data).toBeNull()
    const actions = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, leaver.id))
    expect(actions.map((a) => a.action)).toContain('account.deleted')

    // Maya's own data still holds the message she received, nothing else of the leaver's.
    const parts = eraseContext().personalData.parts
    const [mayaRow] = await ctx()
      .database.db.select()
      .from(users)
      .where(eq(users.email, 'maya@del.edu'))
    if (!mayaRow) throw new Error('no maya')
    const subject = {
      school,
      userId: mayaRow.id,
      uid: mayaRow.uid,
      storage: eraseContext().storage,
      outbox: ctx().app.outbox,
    }
    const exported = JSON.stringify(
      await Promise.all(parts.map((part) => part.export(ctx().database.db, subject))),
    )
    expect(exported).not.toContain(leaver.email)
    expect(exported).not.toContain('Quentin was here')
  })

  it("removes the writing when that is the school's policy, keeping counts exact", async () => {
    await setSchool({ deletedContent: 'remove' })
    try {
      const { leaver, own, mayas } = await activeLeaver('Ursula')
      await makeDue(leaver.id)
      expect(await eraseAccount(eraseContext(), leaver.id)).toBe(true)
      expect((await postRow(own.id)).deletedAt).not.toBeNull()
      expect(await postRow(mayas.id)).toMatchObject({ likeCount: 0, commentCount: 0 })
      const comments = await ctx()
        .database.db.select()
        .from(postComments)
        .where(eq(postComments.authorId, leaver.id))
      expect(comments.every((comment) => comment.deletedAt !== null)).toBe(true)
      expect((await maya.get(`/api/v1/feed/posts/${own.id}`)).statusCode).toBe(404)
    } finally {
      await setSchool({ deletedContent: 'anonymise' })
    }
  })

  it("ends the account's devices: no push goes to a deleted account (issue 34)", async () => {
    const leaver = await newStudent('Pia', 'Gone')
    const { db } = ctx().database
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, leaver.id))
    if (!session) throw new Error('the leaver has no session')
    await db.insert(pushSubscriptions).values({
      schoolId: school.id,
      userId: leaver.id,
      sessionId: session.id,
      endpoint: `https://push.example.com/send/${leaver.uid}`,
      origin: 'https://del.quad.example',
      p256dh: 'BKey',
      auth: 'secret',
    })
    await makeDue(leaver.id)
    expect(await eraseAccount(eraseContext(), leaver.id)).toBe(true)
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, leaver.id))
    expect(left).toEqual([])
  })

  it('exports, then erases, the club memberships and officer roles', async () => {
    const leaver = await newStudent('Clara', 'Gone')
    const club = await insertClub(ctx(), school, { name: 'Chess', officers: [leaver.id] })
    const part = eraseContext().personalData.parts.find((p) => p.name === 'club-memberships')
    if (!part) throw new Error('no club part')
    const { storage, outbox } = eraseContext()
    const subject = { school, userId: leaver.id, uid: leaver.uid, storage, outbox }
    const exported = (await part.export(ctx().database.db, subject)).records as {
      roleHistory: { clubUid: string; role: string; until: string | null }[]
    }
    expect(JSON.stringify(exported)).toContain(club.uid)
    // The transcript's periods: one, as officer, still open.
    expect(exported.roleHistory).toEqual([
      expect.objectContaining({ clubUid: club.uid, role: 'officer', until: null }),
    ])
    await makeDue(leaver.id)
    expect(await eraseAccount(eraseContext(), leaver.id)).toBe(true)
    const { db } = ctx().database
    const left = await db
      .select()
      .from(clubMemberships)
      .where(eq(clubMemberships.userId, leaver.id))
    expect(left).toEqual([])
    const periods = await db.select().from(clubRoleTerms).where(eq(clubRoleTerms.userId, leaver.id))
    expect(periods).toEqual([])
  })
})
