import { describe, expect, it } from 'vitest'
import { useIntegrations } from '../../test/integrations-fixtures.ts'

/** Issue 13 item 8: a "last synced" record per source and scope. */
const fixture = useIntegrations()
const db = () => fixture().ctx.database.db

describe('sync records', () => {
  it('begin, finish, begin again from the cursor, fail keeping the last success', async () => {
    const { integrations, school } = fixture()
    const { sync } = integrations
    const scope = { schoolId: school.id, source: 'sis-balances' }
    expect(await sync.last(db(), scope)).toBe(null)

    expect(await sync.begin(db(), scope)).toEqual({ cursor: null })
    const started = await sync.last(db(), scope)
    expect(started?.lastStartedAt).toBeInstanceOf(Date)
    expect(started?.lastSucceededAt).toBe(null)

    await sync.finish(db(), scope, { cursor: { etag: 'W/"1"' }, itemsSeen: 12, itemsChanged: 3 })
    const done = await sync.last(db(), scope)
    expect(done).toMatchObject({ itemsSeen: 12, itemsChanged: 3, lastError: null })
    expect(done?.lastSucceededAt).toBeInstanceOf(Date)

    expect(await sync.begin(db(), scope)).toEqual({ cursor: { etag: 'W/"1"' } })
    await sync.fail(db(), scope, new Error('503 from the SIS: '.padEnd(2000, 'x')))
    const failed = await sync.last(db(), scope)
    expect(failed?.lastError).toMatch(/^503 from the SIS/)
    expect(failed?.lastError?.length).toBe(500)
    expect(failed?.lastFailedAt).toBeInstanceOf(Date)
    expect(failed?.lastSucceededAt).toEqual(done?.lastSucceededAt)
    expect(failed?.cursor).toEqual({ etag: 'W/"1"' })

    await sync.finish(db(), scope, { itemsSeen: 12, itemsChanged: 0 })
    const again = await sync.last(db(), scope)
    expect(again?.lastError).toBe(null)
    expect(again?.cursor).toEqual({ etag: 'W/"1"' })
  })

  it('keeps a student’s sync apart from the school’s and from other schools', async () => {
    const { integrations, school, other, studentId } = fixture()
    const { sync } = integrations
    const mine = { schoolId: school.id, source: 'canvas', userId: studentId }
    await sync.begin(db(), mine)
    await sync.finish(db(), mine, { cursor: 'page-2', itemsSeen: 5, itemsChanged: 5 })
    expect(await sync.last(db(), { schoolId: school.id, source: 'canvas' })).toBe(null)
    expect(await sync.last(db(), { ...mine, schoolId: other.id })).toBe(null)
    expect((await sync.last(db(), mine))?.cursor).toBe('page-2')
    // A student of one school cannot be recorded under another (the (user, school) key).
    await expect(sync.begin(db(), { ...mine, schoolId: other.id })).rejects.toThrow()
  })
})
