import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { inProcessBus, type Bus } from '../realtime/bus.ts'
import type { School } from '../tenancy/schools.service.ts'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { insertSchool, insertTestStudent } from '../../test/test-app.ts'
import { SessionCache } from './session-cache.ts'
import { createSession } from './sessions.service.ts'

/**
 * The session cache (P1, P4, decision 013): requests that miss together share one read,
 * and a change made while a read runs is never hidden behind what that read found.
 */
let database: TestDatabase
let bus: Bus
let school: School
let userId: number
let sessionId: string

beforeAll(async () => {
  database = await createTestDatabase()
  bus = inProcessBus()
  school = await insertSchool(database.db, { code: 'cache', name: 'Cache College' })
  userId = (await insertTestStudent(database, school, { firstName: 'Ada' })).id
  sessionId = (await createSession(database.db, school, { id: userId })).id
}, 60_000)
afterAll(() => database.drop())

describe('SessionCache', () => {
  it('answers requests that miss together with one read', async () => {
    const cache = new SessionCache(database.db, bus)
    const read = await Promise.all(
      Array.from({ length: 8 }, () => cache.findById(school, sessionId)),
    )
    expect(read[0]?.user.firstName).toBe('Ada')
    // One read: every request got the very object it returned.
    expect(new Set(read).size).toBe(1)
    // And the cache holds it: a later request reads nothing.
    expect(await cache.findById(school, sessionId)).toBe(read[0])
  })

  it('keeps nothing a read found when a change came while it ran', async () => {
    const cache = new SessionCache(database.db, bus)
    const before = cache.findById(school, sessionId)
    const first = await cache.findById(school, sessionId)
    expect(await before).toBe(first)
    if (!first) throw new Error('the session was not found')
    cache.forget(school, first)
    // A read already under way when the student renames themself...
    const under = cache.findById(school, sessionId)
    await database.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, userId))
    cache.forget(school, first)
    expect((await under)?.user.firstName).toBe('Ada')
    // ...is not kept: the next request reads the new name.
    expect((await cache.findById(school, sessionId))?.user.firstName).toBe('Grace')
  })

  it('answers null for another school, read or cached', async () => {
    const cache = new SessionCache(database.db, bus)
    const other = await insertSchool(database.db, { code: 'cache2', name: 'Other College' })
    expect(await cache.findById(other, sessionId)).toBeNull()
    expect(await cache.findById(school, sessionId)).not.toBeNull()
    expect(await cache.findById(other, sessionId)).toBeNull()
  })
})
