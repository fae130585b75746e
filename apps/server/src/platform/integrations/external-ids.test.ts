import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { externalRefs } from '../../db/schema/index.ts'
import { useIntegrations } from '../../test/integrations-fixtures.ts'
import { upsertAllByExternalId } from './external-ids.ts'

/**
 * Issue 13 item 8: writes keyed by outside ids are idempotent, so re-importing the same
 * batch (issue 14's CSV, issue 17's feeds) changes nothing, not even `updated_at`.
 */
const fixture = useIntegrations()
const db = () => fixture().ctx.database.db

async function stored(schoolId: number, externalId: string) {
  const [row] = await db()
    .select()
    .from(externalRefs)
    .where(and(eq(externalRefs.schoolId, schoolId), eq(externalRefs.externalId, externalId)))
  return row
}

describe('upsert by external id', () => {
  it('inserts, leaves an identical re-run alone, updates a changed value', async () => {
    const { integrations, school } = fixture()
    const ref = { schoolId: school.id, source: 'sis', kind: 'term', externalId: 'FA26' }
    expect(await integrations.externalIds.link(db(), ref, 41)).toBe('inserted')
    const first = await stored(school.id, 'FA26')

    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await integrations.externalIds.link(db(), ref, 41)).toBe('unchanged')
    expect(await stored(school.id, 'FA26')).toEqual(first)

    expect(await integrations.externalIds.link(db(), ref, 42)).toBe('updated')
    const changed = await stored(school.id, 'FA26')
    expect(changed?.localId).toBe(42)
    expect(changed?.createdAt).toEqual(first?.createdAt)
    expect(changed?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? Infinity)
    expect(await integrations.externalIds.localIdOf(db(), ref)).toBe(42)
  })

  it('keys by school: the same outside id at another school is its own row', async () => {
    const { integrations, school, other } = fixture()
    const ref = { source: 'sis', kind: 'section', externalId: 'MATH-101-A' }
    expect(await integrations.externalIds.link(db(), { ...ref, schoolId: school.id }, 7)).toBe(
      'inserted',
    )
    expect(await integrations.externalIds.link(db(), { ...ref, schoolId: other.id }, 9)).toBe(
      'inserted',
    )
    expect(await integrations.externalIds.localIdOf(db(), { ...ref, schoolId: school.id })).toBe(7)
    expect(await integrations.externalIds.localIdOf(db(), { ...ref, schoolId: other.id })).toBe(9)
    expect(
      await integrations.externalIds.localIdOf(db(), { ...ref, schoolId: school.id, kind: 'term' }),
    ).toBe(null)
  })

  it('a whole batch run twice changes nothing the second time', async () => {
    const { integrations, school } = fixture()
    const batch = ['A', 'B', 'C'].map((id, i) => ({
      schoolId: school.id,
      source: 'csv',
      kind: 'student',
      externalId: id,
      localId: 100 + i,
    }))
    const run = () =>
      db().transaction(async (tx) => {
        const outcomes = []
        for (const { localId, ...ref } of batch) {
          outcomes.push(await integrations.externalIds.link(tx, ref, localId))
        }
        return outcomes
      })
    expect(await run()).toEqual(['inserted', 'inserted', 'inserted'])
    expect(await run()).toEqual(['unchanged', 'unchanged', 'unchanged'])
  })
  it('writes many rows in one statement by the same rule, counting each outcome', async () => {
    const { school } = fixture()
    const rows = ['X1', 'X2', 'X3'].map((externalId, i) => ({
      schoolId: school.id,
      source: 'sis',
      kind: 'section',
      externalId,
      localId: 200 + i,
    }))
    const keys = [
      externalRefs.schoolId,
      externalRefs.source,
      externalRefs.kind,
      externalRefs.externalId,
    ]
    const write = (batch: typeof rows) => upsertAllByExternalId(db(), externalRefs, keys, batch, 2)
    expect(await write(rows)).toEqual({ inserted: 3, updated: 0, unchanged: 0 })
    const before = await stored(school.id, 'X1')
    expect(await write(rows)).toEqual({ inserted: 0, updated: 0, unchanged: 3 })
    expect(await stored(school.id, 'X1')).toEqual(before)
    const changed = rows.map((row) => (row.externalId === 'X3' ? { ...row, localId: 299 } : row))
    expect(await write(changed)).toEqual({ inserted: 0, updated: 1, unchanged: 2 })
    expect((await stored(school.id, 'X3'))?.localId).toBe(299)
  })
})
