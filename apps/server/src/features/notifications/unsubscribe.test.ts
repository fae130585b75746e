import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { NotificationPreferences } from '@quad/shared'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { hostOf, insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'
import { UNSUBSCRIBE_TOKEN_DAYS, unsubscribeToken } from './unsubscribe.ts'

/**
 * Issue 12 item 2: unsubscribe links never expired, and they change settings without
 * a sign-in. They now expire, are refused in their old form, and change exactly the
 * setting they were issued for.
 */
const ctx = useTestApp()
let student: BearerClient
let userId = 0
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  const school = await insertSchool(ctx().database.db, { code: 'unsub', name: 'Unsub' })
  userId = (await insertTestStudent(ctx().database, school, { email: 'ivy@unsub.edu' })).id
  student = await bearerClient(ctx, 'unsub', 'ivy@unsub.edu')
  for (const setting of ['connectionRequests', 'chat']) {
    await student.patch(`/api/v1/notifications/preferences/general/${setting}`, {
      preferences: { email: 'yes' },
    })
  }
})

const unsubscribe = (token: string, method: 'GET' | 'POST' = 'POST') =>
  ctx().app.inject({
    method,
    url: `/email/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { host: hostOf('unsub') },
  })

async function emailSettings() {
  const matrix = NotificationPreferences.parse(
    (await student.get('/api/v1/notifications/preferences')).json(),
  )
  return {
    connectionRequests: matrix.general.connectionRequests?.email,
    chat: matrix.general.chat?.email,
  }
}

describe('one-click unsubscribe tokens', () => {
  it(`expire after ${UNSUBSCRIBE_TOKEN_DAYS} days`, async () => {
    const issued = new Date(Date.now() - (UNSUBSCRIBE_TOKEN_DAYS + 1) * DAY)
    const expired = unsubscribeToken(ctx().jwtSecret, userId, 'general.chat', issued)
    expect((await unsubscribe(expired, 'GET')).statusCode).toBe(400)
    expect((await unsubscribe(expired)).statusCode).toBe(400)
    expect(await emailSettings()).toEqual({ connectionRequests: 'yes', chat: 'yes' })
  })

  it('are refused in the old form, without an expiry', async () => {
    const payload = `${userId}.general.chat`
    const signature = createHmac('sha256', ctx().jwtSecret)
      .update(`unsubscribe:${payload}`)
      .digest('base64url')
    const old = `${Buffer.from(payload).toString('base64url')}.${signature}`
    expect((await unsubscribe(old)).statusCode).toBe(400)
    expect(await emailSettings()).toEqual({ connectionRequests: 'yes', chat: 'yes' })
  })

  it('change only the setting they name; another setting under its signature is refused', async () => {
    const token = unsubscribeToken(ctx().jwtSecret, userId, 'general.connectionRequests')
    const [encoded, signature] = token.split('.')
    const payload = Buffer.from(encoded ?? '', 'base64url').toString()
    const retargeted = payload.replace('connectionRequests', 'chat')
    expect(retargeted).not.toBe(payload)
    const tampered = `${Buffer.from(retargeted).toString('base64url')}.${signature}`
    expect((await unsubscribe(tampered)).statusCode).toBe(400)
    expect(await emailSettings()).toEqual({ connectionRequests: 'yes', chat: 'yes' })

    expect((await unsubscribe(token)).statusCode).toBe(200)
    expect(await emailSettings()).toEqual({ connectionRequests: 'no', chat: 'yes' })
  })

  it('of the form before signed links (decision 026) still work until their expiry', async () => {
    const v2 = (expires: number) => {
      const payload = `${userId}.general.chat.${Math.floor(expires / 1000)}`
      const signature = createHmac('sha256', ctx().jwtSecret)
        .update(`unsubscribe.v2:${payload}`)
        .digest('base64url')
      return `${Buffer.from(payload).toString('base64url')}.${signature}`
    }
    expect((await unsubscribe(v2(Date.now() - DAY))).statusCode).toBe(400)
    expect(await emailSettings()).toEqual({ connectionRequests: 'no', chat: 'yes' })
    expect((await unsubscribe(v2(Date.now() + DAY))).statusCode).toBe(200)
    expect(await emailSettings()).toEqual({ connectionRequests: 'no', chat: 'no' })
  })
})
