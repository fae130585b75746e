import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../db/database.ts'
import { externalRefs } from '../db/integrations-schema.ts'

export type UpsertOutcome = 'inserted' | 'updated' | 'unchanged'

/**
 * Writes one row keyed by an outside system's ids (decision 026): inserts it, updates it
 * when any value differs, and otherwise leaves it alone — no write, no new
 * `updated_at`, so re-importing the same batch changes nothing (issue 14's CSV import,
 * issue 17's feeds). `keyColumns` must be the columns of a unique index, e.g.
 * (school_id, source, external_id). A table with an `updatedAt` column gets it set to
 * now() on a real update only. Compared with IS DISTINCT FROM, so nulls compare
 * equal; a `json` (not `jsonb`) column cannot be compared and must not be used.
 */
export async function upsertByExternalId<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  keyColumns: readonly PgColumn[],
  values: T['$inferInsert'],
): Promise<UpsertOutcome> {
  const [row] = await upsertRows(tx, table, keyColumns, [values])
  if (!row) return 'unchanged'
  return row.inserted ? 'inserted' : 'updated'
}

/**
 * `upsertByExternalId` for many rows in one statement each `chunk` rows (a feed's batch, the
 * demo seed): the same rule, counted. Every row names the same columns; no two share a key.
 */
export async function upsertAllByExternalId<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  keyColumns: readonly PgColumn[],
  rows: T['$inferInsert'][],
  chunk = 500,
): Promise<Record<UpsertOutcome, number>> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 }
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk)
    const written = await upsertRows(tx, table, keyColumns, slice)
    const inserted = written.filter((row) => row.inserted).length
    counts.inserted += inserted
    counts.updated += written.length - inserted
    counts.unchanged += slice.length - written.length
  }
  return counts
}

async function upsertRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  keyColumns: readonly PgColumn[],
  rows: T['$inferInsert'][],
): Promise<{ inserted: boolean }[]> {
  const [first] = rows
  if (!first) return []
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const keyNames = new Set(keyColumns.map((column) => column.name))
  const changing = Object.entries(columns).filter(
    ([property, column]) =>
      !keyNames.has(column.name) && (first as Record<string, unknown>)[property] !== undefined,
  )
  if (changing.length === 0) throw new Error('upsertByExternalId: no value column to write')
  const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`)
  const set: Record<string, SQL> = Object.fromEntries(
    changing.map(([property, column]) => [property, excluded(column)]),
  )
  if (columns.updatedAt && set.updatedAt === undefined) set.updatedAt = sql`now()`
  const current = sql.join(
    changing.map(([, column]) => sql`${column}`),
    sql`, `,
  )
  const incoming = sql.join(
    changing.map(([, column]) => excluded(column)),
    sql`, `,
  )
  return (
    (await tx
      .insert(table)
      .values(rows)
      .onConflictDoUpdate({
        target: [...keyColumns],
        set,
        setWhere: sql`(${current}) IS DISTINCT FROM (${incoming})`,
      })
      // A row just inserted has no deleting transaction yet (xmax 0); an updated one does.
      .returning({ inserted: sql<boolean>`(xmax = 0)` })) as { inserted: boolean }[]
  )
}

/** An outside id and the local row it stands for (`external_refs`). */
export interface ExternalRef {
  schoolId: number
  source: string
  kind: string
  externalId: string
}

/** Records that `ref` is the local row `localId`; says whether that changed anything. */
export function linkExternalId(tx: DbOrTx, ref: ExternalRef, localId: number) {
  return upsertByExternalId(
    tx,
    externalRefs,
    [externalRefs.schoolId, externalRefs.source, externalRefs.kind, externalRefs.externalId],
    { ...ref, localId },
  )
}

/** The local id an outside id was linked to, or null. */
export async function localIdOf(db: DbOrTx, ref: ExternalRef): Promise<number | null> {
  const [row] = await db
    .select({ localId: externalRefs.localId })
    .from(externalRefs)
    .where(
      and(
        eq(externalRefs.schoolId, ref.schoolId),
        eq(externalRefs.source, ref.source),
        eq(externalRefs.kind, ref.kind),
        eq(externalRefs.externalId, ref.externalId),
      ),
    )
  return row?.localId ?? null
}
