import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { outboxDirectory } from '../../platform/mail/outbox-directory.ts'
import { readConfig } from '../../platform/env.ts'
import { fileMailer } from '../../platform/mail/mailer.ts'
import { hostOf, insertSchool, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 12 item 2: `/dev/outbox` showed every school's email (addresses, private
 * connection notes, live unsubscribe links) to anyone, whenever NODE_ENV was not
 * `production`. Now: only with NODE_ENV=development set explicitly, and only the
 * request's school.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-dev-outbox-'))
const development = useTestApp({ config: { dataDir, developmentMode: true } })
const unset = useTestApp({ config: { dataDir } })

beforeAll(async () => {
  for (const code of ['alpha', 'beta']) {
    await insertSchool(development().database.db, { code, name: code })
    await insertSchool(unset().database.db, { code, name: code })
  }
  const mailer = fileMailer(outboxDirectory({ dataDir }))
  await mailer.send({ schoolCode: 'alpha', to: 'ann@alpha.edu', subject: 'A', text: 'note A' })
  await mailer.send({ schoolCode: 'beta', to: 'bob@beta.edu', subject: 'B', text: 'note B' })
})

const outbox = (app: typeof development, school: string) =>
  app().app.inject({ url: '/dev/outbox', headers: { host: hostOf(school) } })

describe('the development outbox', () => {
  it('lists only the email of the school whose host asks', async () => {
    const alpha = await outbox(development, 'alpha')
    expect(alpha.statusCode).toBe(200)
    expect(alpha.body).toContain('To: ann@alpha.edu')
    expect(alpha.body).not.toContain('bob@beta.edu')
    const beta = await outbox(development, 'beta')
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
