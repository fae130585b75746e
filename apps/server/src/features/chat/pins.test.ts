import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { Conversation, PINS_MAX, PinList } from '@quad/shared'
import {
  bearerClient,
  connectStudents,
  sendAs,
  type BearerClient,
} from '../../test/chat-fixtures.ts'
import { insertClub } from '../../test/club-fixtures.ts'
import { auditLog } from '../../platform/db/policies-schema.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

/**
 * Issue 35 item 5 through real HTTP: either student pins in a 1:1, a group's creator in the
 * group, a club's officers in its channels; the pinned list, latest first, with who pinned;
 * a deleted message's pin goes with it; a message of another conversation is named as the
 * problem; at most PINS_MAX.
 */
// The cap's test sends more than a student's 20 a 10 s.
const ctx = useTestApp({ chatSendLimit: 200 })
const clients: Record<string, BearerClient> = {}
const people: Record<string, { id: number; uid: string }> = {}
let direct = 0
let group = 0
let general = 0

const as = (name: string) => clients[name] as BearerClient
const person = (name: string) => people[name] as { id: number; uid: string }
const pinUrl = (conversationId: number, messageId: number) =>
  `/api/v1/chat/conversations/${conversationId}/pins/${messageId}`

async function pins(name: string, conversationId: number) {
  const response = await as(name).get(`/api/v1/chat/conversations/${conversationId}/pins`)
  expect(response.statusCode, response.body).toBe(200)
  return PinList.parse(response.json()).items
}

async function conversation(name: string, id: number) {
  return Conversation.parse((await as(name).get(`/api/v1/chat/conversations/${id}`)).json())
}

beforeAll(async () => {
  const { database } = ctx()
  const school = await insertSchool(database.db, { code: 'pins', name: 'Pin School' })
  for (const name of ['maya', 'jonah', 'lena']) {
    people[name] = await insertTestStudent(database, school, { email: `${name}@pins.edu` })
  }
  await connectStudents(ctx(), school, person('maya'), person('jonah'))
  await connectStudents(ctx(), school, person('maya'), person('lena'))
  for (const name of Object.keys(people)) {
    clients[name] = await bearerClient(ctx, 'pins', `${name}@pins.edu`)
  }
  const start = async (participantUids: string[], name?: string) =>
    Conversation.parse(
      (await as('maya').post('/api/v1/chat/conversations', { participantUids, name })).json(),
    ).id
  direct = await start([person('jonah').uid])
  group = await start([person('jonah').uid, person('lena').uid], 'Trip planning')
  await insertClub(ctx(), school, {
    name: 'Chess Club',
    officers: [person('lena').id],
    members: [person('maya').id],
  })
  const channels = await as('lena').get('/api/v1/chat/channels')
  general =
    (
      channels.json() as { clubs: { channels: { id: number; name: string }[] }[] }
    ).clubs[0]?.channels.find((c) => c.name === 'General')?.id ?? 0
}, 60_000)

describe('pins', () => {
  it('lets either student of a 1:1 pin, lists pins latest first, and unpins', async () => {
    const first = await sendAs(as('jonah'), direct, 'Flight AC 123 lands at 5')
    const second = await sendAs(as('maya'), direct, 'Hostel: 12 Rue Oberkampf')
    expect((await as('maya').put(pinUrl(direct, first.id), {})).statusCode).toBe(204)
    expect((await as('jonah').put(pinUrl(direct, second.id), {})).statusCode).toBe(204)
    // A repeat changes nothing.
    expect((await as('jonah').put(pinUrl(direct, second.id), {})).statusCode).toBe(204)
    const list = await pins('maya', direct)
    expect(list.map((pin) => [pin.message.body, pin.pinnedBy?.uid])).toEqual([
      ['Hostel: 12 Rue Oberkampf', person('jonah').uid],
      ['Flight AC 123 lands at 5', person('maya').uid],
    ])
    expect(await conversation('maya', direct)).toMatchObject({ pinnedCount: 2, canPin: true })
    expect((await as('maya').delete(pinUrl(direct, first.id))).statusCode).toBe(204)
    expect((await pins('jonah', direct)).map((pin) => pin.message.id)).toEqual([second.id])
    // Deleted, its pin falls with it.
    const deleted = await as('maya').delete(
      `/api/v1/chat/conversations/${direct}/messages/${second.id}`,
    )
    expect(deleted.statusCode).toBe(200)
    expect(await pins('jonah', direct)).toEqual([])
    expect((await conversation('jonah', direct)).pinnedCount).toBe(0)
  })

  it('lets a group’s creator pin, not its other members', async () => {
    const plan = await sendAs(as('lena'), group, 'Train leaves 8:05 from platform 4')
    const refused = await as('lena').put(pinUrl(group, plan.id), {})
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only the group’s creator pins messages in it.')
    expect((await conversation('lena', group)).canPin).toBe(false)
    expect((await as('maya').put(pinUrl(group, plan.id), {})).statusCode).toBe(204)
    expect((await pins('lena', group)).map((pin) => pin.message.body)).toEqual([
      'Train leaves 8:05 from platform 4',
    ])
  })

  it('lets a club’s officers pin in its channels, not its members, audited', async () => {
    const rules = await sendAs(as('lena'), general, 'Touch-move rule applies at the club')
    expect((await as('maya').put(pinUrl(general, rules.id), {})).statusCode).toBe(403)
    expect((await as('lena').put(pinUrl(general, rules.id), {})).statusCode).toBe(204)
    // A repeat pins nothing more, and logs nothing more.
    expect((await as('lena').put(pinUrl(general, rules.id), {})).statusCode).toBe(204)
    expect((await conversation('maya', general)).pinnedCount).toBe(1)
    expect((await as('lena').delete(pinUrl(general, rules.id))).statusCode).toBe(204)
    const entries = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'chat_message'), eq(auditLog.subjectId, String(rules.id))),
      )
      .orderBy(asc(auditLog.id))
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.details])).toEqual([
      ['chat.message.pin', person('lena').id, { conversationId: general }],
      ['chat.message.unpin', person('lena').id, { conversationId: general }],
    ])
  })

  it('names a message of another conversation, and refuses an outsider', async () => {
    const elsewhere = await sendAs(as('maya'), group, 'not from the 1:1')
    const wrong = await as('maya').put(pinUrl(direct, elsewhere.id), {})
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.message).toContain('messageId')
    expect((await as('lena').get(`/api/v1/chat/conversations/${direct}/pins`)).statusCode).toBe(404)
  })

  it(`keeps at most ${String(PINS_MAX)} pins`, async () => {
    for (let n = 0; n < PINS_MAX; n += 1) {
      const message = await sendAs(as('jonah'), direct, `note ${String(n)}`)
      expect((await as('jonah').put(pinUrl(direct, message.id), {})).statusCode).toBe(204)
    }
    const over = await sendAs(as('jonah'), direct, 'one too many')
    expect((await as('jonah').put(pinUrl(direct, over.id), {})).statusCode).toBe(409)
  })
})
