import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Mail } from '../../platform/mail/mailer.ts'
import { hostOf, insertSchool, insertTestStudent, login, useTestApp } from '../../test/test-app.ts'

/**
 * Decision 022: email delivery is a job. A connection request's email goes out through
 * the started jobs, promptly, with nobody calling the delivery function.
 */
const sent: Mail[] = []
const ctx = useTestApp({
  mail: {
    mailer: { send: async (mail) => void sent.push(mail) },
    originOf: (code) => `https://${code}.quad.test`,
  },
})

beforeAll(async () => {
  await ctx().app.jobs.start()
})
afterAll(async () => {
  await ctx().app.jobs.stop()
})

it('sends a notification email from the email-delivery job within seconds', async () => {
  const { app, database } = ctx()
  const school = await insertSchool(database.db, { code: 'mailjob', name: 'Mail Job' })
  await insertTestStudent(database, school, { email: 'ann@mailjob.edu' })
  const bob = await insertTestStudent(database, school, { email: 'bob@mailjob.edu' })
  const session = await login(app, 'mailjob', 'ann@mailjob.edu')
  const response = await app.inject({
    method: 'POST',
    url: `/mobile_ws/v18/user_connect?student_uid=${bob.uid}&type=request`,
    headers: {
      host: hostOf('mailjob'),
      cookie: session.cookie,
      'x-cg-csrf-token': session.csrfToken,
    },
  })
  expect(response.json().success).toBe('true')
  // Polled with a generous deadline (decision 018); the job completes just after it sends.
  const deadline = Date.now() + 30_000
  const delivered = async () =>
    sent.some((mail) => mail.to === 'bob@mailjob.edu') &&
    (await app.jobs.listJobs({ name: 'email-delivery', state: 'completed' })).length > 0
  while (!(await delivered())) {
    if (Date.now() > deadline) throw new Error('no email from the delivery job within 30 s')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
})
