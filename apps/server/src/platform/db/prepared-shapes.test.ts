// @engines both: statements prepared once, run on each engine's connections
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, inArray, sql, TransactionRollbackError } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import type { DbOrTx } from './database.ts'
import { param, preparedShapes, statementName, UNNAMED } from './prepared-shapes.ts'
import { schools } from './schema.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(schools).values(
    Array.from({ length: 8 }, (_, i) => ({
      code: `shaped-${String(i)}`,
      name: `Shaped ${String(i)}`,
    })),
  )
})
afterAll(async () => {
  await database.drop()
})

/** Schools by code, one code parameter per place the shape ("2": two codes) asks for. */
function byCodes(named: boolean) {
  const built: string[] = []
  const prepared = preparedShapes((db: DbOrTx, shape) => {
    built.push(shape)
    const codes = Array.from({ length: Number(shape) }, (_, i) => param(`code${String(i)}`))
    const query = db
      .select({ name: schools.name })
      .from(schools)
      .where(sql`${schools.code} in (${sql.join(codes, sql`, `)})`)
      .orderBy(asc(schools.name))
      .limit(sql.placeholder('limit'))
    return query.prepare(named ? statementName(query) : UNNAMED)
  }, 3)
  const run = (db: DbOrTx, codes: string[], limit = 10) =>
    prepared(db, String(codes.length)).execute({
      limit,
      ...Object.fromEntries(codes.map((code, i) => [`code${String(i)}`, code])),
    })
  return { run, built }
}

describe('preparedShapes', () => {
  for (const named of [true, false]) {
    it(`answers each run with its own values, past the runs after which a plan may go generic (${named ? 'named' : 'unnamed'})`, async () => {
      const { run, built } = byCodes(named)
      for (let i = 0; i < 8; i++) {
        expect(await run(database.db, [`shaped-${String(i)}`])).toEqual([
          { name: `Shaped ${String(i)}` },
        ])
      }
      expect(await run(database.db, ['no-such-school'])).toEqual([])
      expect(await run(database.db, ['shaped-1', 'shaped-2', 'shaped-3'], 2)).toEqual([
        { name: 'Shaped 1' },
        { name: 'Shaped 2' },
      ])
      // Built once per shape: one code, then three.
      expect(built).toEqual(['1', '3'])
    })
  }

  it('keeps the most recently used shapes, and builds a dropped one again when it comes back', async () => {
    const { run, built } = byCodes(true)
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `shaped-${String(i)}`)
    for (const n of [1, 2, 3, 1, 4]) expect(await run(database.db, codes(n))).toHaveLength(n)
    // Three kept: 4 dropped 2 (used longest ago; 1 was used again), so 2 is built again.
    expect(await run(database.db, codes(2))).toHaveLength(2)
    expect(await run(database.db, codes(1))).toHaveLength(1)
    expect(built).toEqual(['1', '2', '3', '4', '2'])
  })

  it('prepares for each database or transaction on its own', async () => {
    const { run, built } = byCodes(true)
    expect(await run(database.db, ['shaped-new'])).toEqual([])
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.insert(schools).values({ code: 'shaped-new', name: 'Shaped new' })
      expect(await run(tx, ['shaped-new'])).toEqual([{ name: 'Shaped new' }])
      tx.rollback()
    })
    await expect(rolledBack).rejects.toBeInstanceOf(TransactionRollbackError)
    expect(await run(database.db, ['shaped-new'])).toEqual([])
    expect(built).toEqual(['1', '1'])
  })

  it('names a statement after its text: the same text one name, another text its own', () => {
    const query = (codes: string[]) =>
      database.db.select().from(schools).where(inArray(schools.code, codes))
    expect(statementName(query(['a']))).toBe(statementName(query(['b'])))
    expect(statementName(query(['a']))).not.toBe(statementName(query(['a', 'b'])))
    expect(statementName(query(['a']))).toMatch(/^q_[\w-]{20}$/)
  })
})
