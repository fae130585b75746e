import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  SIS_ITEM_SCHEMAS,
  SIS_KINDS,
  type SisBatchAnswer,
  type SisItemError,
  type SisKind,
  type SisStatus,
} from '@quad/shared'
import type { Database, DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import type { Integrations } from '../../platform/integrations/index.ts'
import { sisSections, sisTerms } from '../../db/schema/index.ts'
import {
  SIS_KIND_DEFS,
  type KindDef,
  type RefIds,
  type RefKind,
  type SisItemOf,
} from './sis-kinds.ts'

/**
 * The advisory lock class of a school's pushes: one batch at a time per school, so
 * replaced ledger lines and the answer's counts never interleave with another push.
 */
const PUSH_LOCK = 490_017

export const syncSource = (kind: SisKind) => `sis:${kind}`

const REF_MISSING: Record<RefKind, string> = {
  term: 'no term with this externalId at this school (push terms first)',
  section: 'no course section with this externalId at this school (push courses first)',
  student: 'no student with this email at this school',
}

/**
 * Issue 18: a deleted account keeps its row (decision 058) but Quad keeps nothing about
 * it, so a push that would still match one (its placeholder email) is refused per row.
 */
const ACCOUNT_DELETED = 'this student’s account was deleted: Quad keeps no records for it'

interface Parsed<Item> {
  index: number
  item: Item
}

/**
 * Each item checked alone (schema, rules across fields, a repeated externalId): the good
 * ones go on, each bad one becomes `{index, field, message}`.
 */
function parseItems<K extends SisKind>(kind: K, items: unknown[], errors: SisItemError[]) {
  const def = SIS_KIND_DEFS[kind] as KindDef<SisItemOf<K>>
  const schema = SIS_ITEM_SCHEMAS[kind]
  const seen = new Set<string>()
  const parsed: Parsed<SisItemOf<K>>[] = []
  for (const [index, raw] of items.entries()) {
    const result = schema.safeParse(raw)
    if (!result.success) {
      const issue = result.error.issues[0]
      errors.push({ index, field: issue?.path.join('.') ?? '', message: issue?.message ?? '' })
      continue
    }
    const item = result.data as SisItemOf<K>
    const rule = def.check(item)
    if (rule) {
      errors.push({ index, ...rule })
    } else if (seen.has(item.externalId)) {
      errors.push({ index, field: 'externalId', message: 'appears twice in this batch' })
    } else {
      seen.add(item.externalId)
      parsed.push({ index, item })
    }
  }
  return parsed
}

/** The rows the keys name; `deleted` marks a student whose account was deleted. */
type Lookup = (
  tx: DbOrTx,
  schoolId: number,
  keys: string[],
) => Promise<{ key: string; id: number; deleted?: boolean }[]>

const byExternalId =
  (table: typeof sisTerms | typeof sisSections): Lookup =>
  (tx, schoolId, keys) =>
    tx
      .select({ key: table.externalId, id: table.id })
      .from(table)
      .where(and(eq(table.schoolId, schoolId), inArray(table.externalId, keys)))

/**
 * How each kind of reference is found within the school (emails arrive lower-cased).
 * Students are held `for key share` until the batch commits: an account deletion (which
 * takes the row `for update`, erase.service.ts) that began first is waited for and then
 * seen (the email no longer matches), one that begins later waits and erases what the
 * batch wrote. So a push never writes a row for an account after its erase.
 */
const LOOKUPS: Record<RefKind, Lookup> = {
  term: byExternalId(sisTerms),
  section: byExternalId(sisSections),
  student: (tx, schoolId, keys) =>
    tx
      .select({
        key: sql<string>`lower(${users.email})`,
        id: users.id,
        deleted: sql<boolean>`(${users.status} = 'deleted' or ${users.deletedAt} is not null)`,
      })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(sql`lower(${users.email})`, keys)))
      .for('key share'),
}

interface Resolved {
  found: Record<RefKind, Map<string, number>>
  /** Keys that name a deleted account: refused, never written. */
  deleted: Set<string>
}

/** The local ids of the keys the items name, one query per kind of reference. */
async function resolveRefs(
  tx: DbOrTx,
  schoolId: number,
  wanted: Record<RefKind, Set<string>>,
): Promise<Resolved> {
  const found = { term: new Map(), section: new Map(), student: new Map() }
  const deleted = new Set<string>()
  for (const ref of ['term', 'section', 'student'] as const) {
    if (wanted[ref].size === 0) continue
    const rows = await LOOKUPS[ref](tx, schoolId, [...wanted[ref]])
    for (const row of rows) {
      if (row.deleted) deleted.add(row.key)
      else found[ref].set(row.key, row.id)
    }
  }
  return { found, deleted }
}

/**
 * One batch of one kind written in the caller's transaction: items checked one by one,
 * references resolved within the school, the good ones written with `upsertByExternalId`,
 * so a re-pushed batch answers `unchanged` and writes nothing. Records no "last synced"
 * (the caller's): the API's push and the demo seed share it.
 */
export async function writeSisBatch<K extends SisKind>(
  tx: DbOrTx,
  schoolId: number,
  kind: K,
  items: unknown[],
): Promise<SisBatchAnswer> {
  const errors: SisItemError[] = []
  const parsed = parseItems(kind, items, errors)
  const def = SIS_KIND_DEFS[kind] as KindDef<SisItemOf<K>>
  await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK}, ${schoolId})`)
  const wanted = {
    term: new Set<string>(),
    section: new Set<string>(),
    student: new Set<string>(),
  }
  for (const { item } of parsed)
    for (const { field, ref } of def.refs) wanted[ref].add(String(item[field]))
  const { found, deleted } = await resolveRefs(tx, schoolId, wanted)
  const counts = { inserted: 0, updated: 0, unchanged: 0 }
  for (const { index, item } of parsed) {
    const ids: RefIds = {}
    const missing = def.refs.find(({ field, ref }) => {
      const id = found[ref].get(String(item[field]))
      if (id !== undefined) ids[field] = id
      return id === undefined
    })
    if (missing) {
      const gone = missing.ref === 'student' && deleted.has(String(item[missing.field]))
      const message = gone ? ACCOUNT_DELETED : REF_MISSING[missing.ref]
      errors.push({ index, field: missing.field, message })
      continue
    }
    counts[await def.write(tx, schoolId, item, ids)] += 1
  }
  errors.sort((a, b) => a.index - b.index)
  const accepted = counts.inserted + counts.updated + counts.unchanged
  return { accepted, ...counts, errors }
}

/**
 * One batch of one kind (api.md `PUT /api/v1/integrations/sis/{kind}`): `writeSisBatch` in
 * one transaction. "Last synced" is recorded per kind for the school; a batch that fails
 * as a whole (or whose every item was refused) is recorded as failed.
 */
export async function pushBatch<K extends SisKind>(
  database: Database,
  sync: Integrations['sync'],
  schoolId: number,
  kind: K,
  items: unknown[],
): Promise<SisBatchAnswer> {
  const scope = { schoolId, source: syncSource(kind) }
  await sync.begin(database.db, scope)
  try {
    const answer = await database.db.transaction((tx) => writeSisBatch(tx, schoolId, kind, items))
    if (answer.accepted === 0) {
      const first = answer.errors[0]
      await sync.fail(
        database.db,
        scope,
        `every item was refused (item ${first?.index}, ${first?.field}: ${first?.message})`,
      )
    } else {
      await sync.finish(database.db, scope, {
        itemsSeen: items.length,
        itemsChanged: answer.inserted + answer.updated,
      })
    }
    return answer
  } catch (error) {
    await sync.fail(database.db, scope, error)
    throw error
  }
}

/** "Last synced" per kind for the admin page. */
export async function sisStatus(
  db: DbOrTx,
  sync: Integrations['sync'],
  schoolId: number,
): Promise<SisStatus> {
  const sources = await Promise.all(
    SIS_KINDS.map(async (kind) => {
      const record = await sync.last(db, { schoolId, source: syncSource(kind) })
      return {
        kind,
        lastSyncedAt: record?.lastSucceededAt?.toISOString() ?? null,
        lastFailedAt: record?.lastFailedAt?.toISOString() ?? null,
        lastError: record?.lastError ?? null,
        itemsSeen: record?.itemsSeen ?? 0,
        itemsChanged: record?.itemsChanged ?? 0,
      }
    }),
  )
  return { sources }
}
