import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { secondFactors } from '../../db/schema/account-security.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import {
  hostOf,
  insertSchool,
  insertTestStudent,
  login,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/test-app.ts'
import { codeAt, stepAt } from './totp.ts'

/**
 * Issue 30 security 3: second-factor guesses were limited per address on `POST /login` with
 * `code` (40 codes a minute from 4 addresses) and per account only on the ticket route (10).
 * Now one counter per account, across both routes and every address: 10 codes a minute.
 */
const ctx = useTestApp({ loginLimitPerMinute: 1000, config: { trustProxy: 1 } })
const host = hostOf('guess')
let school: School
let student: { id: number; email: string }
let secret = ''

const post = (url: string, payload: object, address: string) =>
  ctx().app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host, 'x-forwarded-for': address },
  })
const withCode = (code: string, address: string) =>
  post('/mobile_ws/v18/login', { email: student.email, password: TEST_PASSWORD, code }, address)
const ticketFrom = async (address: string): Promise<string> =>
  (
    await post('/mobile_ws/v18/login', { email: student.email, password: TEST_PASSWORD }, address)
  ).json<{
    ticket: string
  }>().ticket
const withTicket = (ticket: string, code: string, address: string) =>
  post('/mobile_ws/v18/login/second-factor', { ticket, code }, address)

beforeAll(async () => {
  school = await insertSchool(ctx().database.db, { code: 'guess', name: 'Guess U' })
  student = await insertTestStudent(ctx().database, school)
  const { jwt } = await login(ctx().app, 'guess', student.email)
  const headers = { host, authorization: `Bearer ${jwt}` }
  const setup = await ctx().app.inject({ method: 'POST', url: '/api/v1/me/second-factor', headers })
  secret = setup.json<{ secret: string }>().secret
  const confirmed = await ctx().app.inject({
    method: 'POST',
    url: '/api/v1/me/second-factor/confirm',
    headers,
    payload: { code: codeAt(secret, stepAt(Date.now())) },
  })
  expect(confirmed.statusCode).toBe(200)
})

describe('second-factor guesses', () => {
  it('are counted once per account, across both routes and every address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await withCode('000000', `203.0.113.${String(i % 4)}`)).statusCode)
    }
    for (let i = 0; i < 5; i++) {
      const address = `198.51.100.${String(i)}`
      statuses.push((await withTicket(await ticketFrom(address), '000000', address)).statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(400))
    // The eleventh, from yet another address and even with the right code: refused.
    const right = codeAt(secret, stepAt(Date.now()))
    const eleventh = await withCode(right, '192.0.2.77')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many codes. Wait a minute and try again.',
    })
    const viaTicket = await withTicket(await ticketFrom('192.0.2.78'), right, '192.0.2.78')
    expect(viaTicket.statusCode).toBe(429)
  })

  it('start again once the minute has passed', async () => {
    await ctx()
      .database.db.update(secondFactors)
      .set({ codeAttemptsSince: sql`now() - interval '61 seconds'`, lastStep: 0 })
      .where(eq(secondFactors.userId, student.id))
    const answer = await withCode(codeAt(secret, stepAt(Date.now())), '192.0.2.79')
    expect(answer.statusCode).toBe(200)
  })
})
