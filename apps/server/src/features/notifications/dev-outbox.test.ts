import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { outboxDirectory, devOutboxDirectory } from '../../platform/mail/outbox-directory.ts'
import { readConfig } from '../../platform/env.ts'
import { fileMailer, readOutbox } from '../../platform/mail/mailer.ts'
import { changeRoles } from '../../platform/policies/roles.service.ts'
import { inProcessBus } from '../../platform/realtime/bus.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 12 item 2: `/dev/outbox` showed every school's email to anyone whenever NODE_ENV was
 * not `production`; then only with NODE_ENV=development, only the request's school. Issue 30
 * security 1: it still showed password-reset links to anonymous visitors, so anyone who
 * could reach a default `npm start` could take over a student's account. Now it answers only
 * a signed-in school admin or staff member of that school, and `npm start` listens on
 * loopback unless HOST says otherwise (a development server exposed beyond loopback has no
 * outbox page at all: its demo admin's password and code keys are public).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-dev-outbox-'))
const bus = inProcessBus()
const development = useTestApp({
  bus,
  config: { dataDir, developmentMode: true },
  mail: {
    mailer: fileMailer(outboxDirectory({ dataDir })),
    originOf: (code) => `https://${hostOf(code)}`,
  },
})
const unset = useTestApp({ config: { dataDir } })
let adminCookie = ''
let staffCookie = ''
let studentCookie = ''
let otherAdminCookie = ''

beforeAll(async () => {
  const { database } = development()
  const origin = { actorId: null, requestId: null, ip: null }
  for (const code of ['alpha', 'beta']) {
    const school = await insertSchool(database.db, { code, name: code })
    await insertSchool(unset().database.db, { code, name: code })
    for (const [email, role] of [
      [`admin@${code}.edu`, 'school_admin'],
      [`staff@${code}.edu`, 'staff'],
    ] as const) {
      const user = await insertTestStudent(database, school, { email })
      await changeRoles({ db: database.db, bus }, origin, {
        schoolId: school.id,
        userId: user.id,
        grant: [role],
      })
    }
    await insertTestStudent(database, school, { email: `student@${code}.edu` })
  }
  const { app } = development()
  adminCookie = (await login(app, 'alpha', 'admin@alpha.edu')).cookie
  staffCookie = (await login(app, 'alpha', 'staff@alpha.edu')).cookie
  studentCookie = (await login(app, 'alpha', 'student@alpha.edu')).cookie
  otherAdminCookie = (await login(app, 'beta', 'admin@beta.edu')).cookie
  const mailer = fileMailer(outboxDirectory({ dataDir }))
  await mailer.send({ schoolCode: 'alpha', to: 'ann@alpha.edu', subject: 'A', text: 'note A' })
  await mailer.send({ schoolCode: 'beta', to: 'bob@beta.edu', subject: 'B', text: 'note B' })
})

const outbox = (app: typeof development, school: string, cookie?: string) =>
  app().app.inject({
    url: '/dev/outbox',
    headers: { host: hostOf(school), ...(cookie && { cookie }) },
  })

describe('the development outbox', () => {
  it("refuses the account-takeover walk: a reset link never reaches anyone but the school's admins and staff", async () => {
    const forgot = await development().app.inject({
      method: 'POST',
      url: '/mobile_ws/v18/password/forgot',
      headers: { host: hostOf('alpha') },
      payload: { email: 'student@alpha.edu' },
    })
    expect(forgot.statusCode).toBe(202)
    // The email is on disk (it leaves after the answer)...
    await vi.waitFor(
      async () => {
        const mails = await readOutbox(outboxDirectory({ dataDir }), 'alpha')
        expect(mails.some((m) => m.raw.includes('To: student@alpha.edu'))).toBe(true)
      },
      { timeout: 10_000, interval: 50 },
    )
    // ...but an anonymous visitor, from loopback as much as from anywhere, cannot read it,
    const anonymous = await outbox(development, 'alpha')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.body).not.toContain('reset-password')
    // nor can a student, nor another school's admin on this school's host.
    const student = await outbox(development, 'alpha', studentCookie)
    expect(student.statusCode).toBe(403)
    expect(student.json().error.message).toBe(
      "Only staff and school admins can read this school's development outbox.",
    )
    expect(student.body).not.toContain('reset-password')
    expect((await outbox(development, 'alpha', otherAdminCookie)).statusCode).toBe(401)
    // The school's admin and staff do: the page exists for them to follow such links.
    for (const cookie of [adminCookie, staffCookie]) {
      const page = await outbox(development, 'alpha', cookie)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('To: student@alpha.edu')
      expect(page.body.replace(/=\r?\n/g, '')).toContain('/reset-password/')
    }
  })

  it('lists only the email of the school whose host asks', async () => {
    const alpha = await outbox(development, 'alpha', adminCookie)
    expect(alpha.statusCode).toBe(200)
    expect(alpha.body).toContain('To: ann@alpha.edu')
    expect(alpha.body).not.toContain('bob@beta.edu')
    const beta = await outbox(development, 'beta', otherAdminCookie)
    expect(beta.body).toContain('To: bob@beta.edu')
    expect(beta.body).not.toContain('ann@alpha.edu')
    expect(beta.headers['cache-control']).toBe('no-store')
  })

  it('does not exist unless NODE_ENV=development is set explicitly', async () => {
    expect((await outbox(unset, 'alpha')).statusCode).toBe(404)
    expect(readConfig({}).developmentMode).toBe(false)
    expect(readConfig({ NODE_ENV: 'production' }).developmentMode).toBe(false)
    expect(readConfig({ NODE_ENV: 'development' }).developmentMode).toBe(true)
  })
})

describe('where a server listens', () => {
  it('on loopback unless HOST says otherwise; production keeps listening on every interface', () => {
    expect(readConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1')
    expect(readConfig({}).host).toBe('127.0.0.1')
    expect(readConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(readConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0')
  })

  it('has no development outbox once exposed beyond loopback', () => {
    const outboxOf = (env: NodeJS.ProcessEnv) => devOutboxDirectory(readConfig(env))
    expect(outboxOf({ NODE_ENV: 'development' })).not.toBeNull()
    for (const HOST of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(outboxOf({ NODE_ENV: 'development', HOST })).not.toBeNull()
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'quad.example.edu'])
      expect(outboxOf({ NODE_ENV: 'development', HOST })).toBeNull()
  })
})
