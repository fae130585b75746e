// @engines both: named statements on each engine's connections
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { runNamed } from './named-statement.ts'
import { schools } from './schema.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(schools).values(
    Array.from({ length: 8 }, (_, i) => ({
      code: `named-${String(i)}`,
      name: `Named ${String(i)}`,
    })),
  )
})
afterAll(async () => {
  await database.drop()
})

const byCode = (code: string) =>
  database.db.select({ name: schools.name }).from(schools).where(eq(schools.code, code))

describe('runNamed', () => {
  it('answers each run with its own values, past the runs after which a plan may go generic', async () => {
    for (let i = 0; i < 8; i++) {
      expect(await runNamed(byCode(`named-${String(i)}`))).toEqual([{ name: `Named ${String(i)}` }])
    }
    expect(await runNamed(byCode('no-such-school'))).toEqual([])
  })

  it('gives a query of another shape its own statement, beside the first', async () => {
    const some = (codes: string[]) =>
      runNamed(
        database.db
          .select({ name: schools.name })
          .from(schools)
          .where(inArray(schools.code, codes))
          .orderBy(schools.name),
      )
    expect(await some(['named-1', 'named-2'])).toEqual([{ name: 'Named 1' }, { name: 'Named 2' }])
    // Three values make another text (three parameters): another name, no clash.
    expect(await some(['named-3', 'named-4', 'named-5'])).toHaveLength(3)
    expect(await runNamed(byCode('named-6'))).toEqual([{ name: 'Named 6' }])
  })
})
