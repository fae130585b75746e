import { beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { Conversation, ConversationList } from '@quad/shared'
import { chatConversations } from '../../db/schema/chat.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { bearerClient, connectStudents, type BearerClient } from '../../test/chat-fixtures.ts'
import { newestFirst, readAllPages, TIED_TIMES } from '../../test/paging.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
let school: School
let ada: BearerClient
const made: number[] = []

const TIMES = TIED_TIMES

beforeAll(async () => {
  const db = ctx().database.db
  school = await insertSchool(db, { code: 'chatpaging', name: 'Chat Paging' })
  const students = []
  for (const name of ['ada', 'ben']) {
    students.push(await insertTestStudent(ctx().database, school, { email: `${name}@paging.edu` }))
  }
  const [a, b] = students as [(typeof students)[0], (typeof students)[0]]
  await connectStudents(ctx(), school, a, b)
  ada = await bearerClient(ctx, 'chatpaging', 'ada@paging.edu')
  for (const [i, at] of TIMES.entries()) {
    const response = await ada.post('/api/v1/chat/conversations', {
      participantUids: [b.uid],
      name: `Group ${i}`,
    })
    const { id } = Conversation.parse(response.json())
    made.push(id)
    await db.execute(
      sql`update ${chatConversations} set activity_at = ${at}::timestamptz where id = ${id}`,
    )
  }
})

const expectedOrder = () => newestFirst(made, TIMES)

it('pages through ties (same instant, same millisecond) without repeats or gaps', async () => {
  for (const limit of [1, 2, 3]) {
    const url = `/api/v1/chat/conversations?limit=${limit}`
    const { ids, pages } = await readAllPages(ada, url, (body) => ConversationList.parse(body))
    expect(pages.every((page) => page.items.length <= limit)).toBe(true)
    expect(ids).toEqual(expectedOrder())
  }
})

it('answers a cursor it did not give with a 400 naming cursor', async () => {
  for (const cursor of ['nope!', 'abc', 'WyJ4Il0', 'WyJ4IiwxXQ', 'WzEsMl0']) {
    const response = await ada.get(`/api/v1/chat/conversations?cursor=${cursor}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('querystring.cursor')
  }
})
