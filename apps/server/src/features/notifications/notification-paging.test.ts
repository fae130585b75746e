import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { NotificationList } from '@quad/shared'
import { notifications } from '../../db/schema/notifications.ts'
import { bearerClient, type BearerClient } from '../../test/chat-fixtures.ts'
import { newestFirst, readAllPages, TIED_TIMES } from '../../test/paging.ts'
import { insertSchool, insertTestStudent, useTestApp } from '../../test/test-app.ts'

const ctx = useTestApp()
let ada: BearerClient
const made: number[] = []

const TIMES = TIED_TIMES

beforeAll(async () => {
  const db = ctx().database.db
  const school = await insertSchool(db, { code: 'notepaging', name: 'Note Paging' })
  const student = await insertTestStudent(ctx().database, school, { email: 'ada@np.edu' })
  ada = await bearerClient(ctx, 'notepaging', 'ada@np.edu')
  for (const at of TIMES) {
    // Microseconds need SQL: a JS Date holds milliseconds only.
    const [row] = await db
      .insert(notifications)
      .values({ schoolId: school.id, userId: student.id, type: 'connection_request' })
      .returning({ id: notifications.id })
    made.push((row as { id: number }).id)
    await db.execute(
      sql`update ${notifications} set updated_at = ${at}::timestamptz where id = ${row?.id}`,
    )
  }
})

const expectedOrder = () => newestFirst(made, TIMES)

it('pages through ties by cursor without repeats or gaps, with the total', async () => {
  for (const count of [1, 2, 3]) {
    const url = `/api/v1/notifications?count=${count}`
    const { ids, pages } = await readAllPages(ada, url, (body) => NotificationList.parse(body))
    expect(pages.every((page) => page.total === TIMES.length && page.items.length <= count)).toBe(
      true,
    )
    expect(ids).toEqual(expectedOrder())
  }
})

it('keeps the spec’s count/offset', async () => {
  const response = await ada.get('/api/v1/notifications?count=2&offset=3')
  const page = NotificationList.parse(response.json())
  expect(page.items.map((n) => n.id)).toEqual(expectedOrder().slice(3, 5))
  expect(page.nextCursor).not.toBeNull()
  const next = NotificationList.parse(
    (await ada.get(`/api/v1/notifications?count=5&cursor=${page.nextCursor}`)).json(),
  )
  expect(next.items.map((n) => n.id)).toEqual(expectedOrder().slice(5))
  expect(next.nextCursor).toBeNull()
})

it('answers a bad cursor, or a cursor with an offset, with a 400 naming the field', async () => {
  for (const cursor of ['nope!', 'WyJ4IiwxXQ', 'WyIyMDI2LTAyLTMxVDAwOjAwOjAwLjAwMDAwMFoiLDFd']) {
    const response = await ada.get(`/api/v1/notifications?cursor=${cursor}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues[0].path).toBe('querystring.cursor')
  }
  const first = NotificationList.parse((await ada.get('/api/v1/notifications?count=1')).json())
  const both = await ada.get(`/api/v1/notifications?offset=1&cursor=${first.nextCursor}`)
  expect(both.statusCode).toBe(400)
  expect(both.json().error.issues[0].path).toBe('querystring.offset')
})
