// @engines both: batched job claims are transactions
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { drainBatches } from './drain-batches.ts'

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
}, 60_000)

afterAll(async () => {
  await database.drop()
})

describe('drainBatches', () => {
  it('runs batches until one comes back short and sums what they did', async () => {
    const seen = [3, 3, 2, 3]
    const sizes: number[] = []
    const total = await drainBatches(
      database,
      async (tx, size) => {
        sizes.push(size)
        const [row] = await tx.execute<{ one: number }>(sql`select 1 as one`).then((r) => r.rows)
        const taken = seen.shift() ?? 0
        return { seen: taken, done: taken * (row?.one ?? 0) }
      },
      3,
    )
    expect(total).toBe(8)
    expect(sizes).toEqual([3, 3, 3])
    expect(seen).toEqual([3])
  })

  it('stops at once when the first batch is empty', async () => {
    let calls = 0
    const total = await drainBatches(database, async () => {
      calls += 1
      return { seen: 0, done: 0 }
    })
    expect({ total, calls }).toEqual({ total: 0, calls: 1 })
  })
})
