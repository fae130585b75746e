// @engines both: the database layer itself (pools, transactions, extensions)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { RootHandleInTransactionError } from './database.ts'
import { runMaintenance } from './maintenance.ts'
import { schools } from './schema.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.drop()
})

describe('database', () => {
  it('has the migrated schema and pg_trgm', async () => {
    const result = await database.db.execute(sql`SELECT similarity('quad', 'quads') AS s`)
    expect(Number(result.rows[0]?.s)).toBeGreaterThan(0.5)
  })

  it('fails fast when the root handle is used inside a transaction (no hang)', async () => {
    const started = Date.now()
    const error: unknown = await database.db
      .transaction(async (tx) => {
        await tx.select().from(schools)
        await database.db.select().from(schools)
      })
      .catch((e: unknown) => e)
    // Drizzle wraps driver errors as "Failed query"; the cause is the guard's error.
    expect(error instanceof Error && error.cause).toBeInstanceOf(RootHandleInTransactionError)
    expect(Date.now() - started).toBeLessThan(5000)
    // The pool is usable afterwards: the transaction rolled back and released its client.
    expect(await database.ping()).toBe(true)
  })

  it('fails fast on a root-handle transaction opened inside a transaction', async () => {
    const error: unknown = await database.db
      .transaction(async () => {
        await database.db.transaction(async () => undefined)
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RootHandleInTransactionError)
    expect(await database.ping()).toBe(true)
  })

  it('commits through the transaction handle', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(schools).values({ code: 'tx-school', name: 'Tx' })
    })
    const rows = await database.db.select().from(schools)
    expect(rows.map((r) => r.code)).toContain('tx-school')
  })

  it('runs VACUUM (ANALYZE) and CHECKPOINT', async () => {
    await expect(runMaintenance(database)).resolves.toBeUndefined()
  })
})

describe('connection settings', () => {
  it('starts every connection with the search threshold and no parallel workers', async () => {
    const threshold = await database.pool.query('SHOW pg_trgm.word_similarity_threshold')
    expect(threshold.rows[0]).toEqual({ 'pg_trgm.word_similarity_threshold': '0.25' })
    const parallel = await database.pool.query('SHOW max_parallel_workers_per_gather')
    expect(parallel.rows[0]).toEqual({ max_parallel_workers_per_gather: '0' })
  })
})

describe('after a failed query', () => {
  it('answers the next, unrelated query (no dropped connection on the embedded database)', async () => {
    await expect(database.pool.query('SELECT 1/0')).rejects.toThrow(/division by zero/)
    const next = await database.pool.query('SELECT 1 AS ok')
    expect(next.rows).toEqual([{ ok: 1 }])
    await expect(database.pool.query('SELECT $1::int', ['x'])).rejects.toThrow()
    expect((await database.pool.query('SELECT 2 AS ok')).rows).toEqual([{ ok: 2 }])
  })
})
