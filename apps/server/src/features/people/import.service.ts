import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ImportCounts, ImportRow } from '@quad/shared'
import { newUid } from '../../platform/auth/uid.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { users } from '../../platform/db/schema.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { NumberedRow } from './import-file.ts'

export type RowAction = 'create' | 'update' | 'unchanged'

interface Existing {
  id: number
  firstName: string
  lastName: string
  accountType: string
  year: number | null
  hasProfile: boolean
}

/** The school's people with these addresses (lower-cased), by address. */
async function existingByEmail(
  db: DbOrTx,
  schoolId: number,
  emails: readonly string[],
): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>()
  // Chunks keep the parameter list well under the protocol's 65,535.
  for (let start = 0; start < emails.length; start += 1000) {
    const chunk = emails.slice(start, start + 1000)
    const rows = await db
      .select({
        id: users.id,
        email: sql<string>`lower(${users.email})`,
        firstName: users.firstName,
        lastName: users.lastName,
        accountType: users.accountType,
        year: profiles.yearOfGraduation,
        profile: profiles.userId,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.schoolId, schoolId), inArray(sql`lower(${users.email})`, chunk)))
    for (const row of rows) {
      found.set(row.email, { ...row, hasProfile: row.profile !== null })
    }
  }
  return found
}

/** What the row would change: an empty graduation year leaves the stored one as it is. */
function actionFor(row: ImportRow, existing: Existing | undefined): RowAction {
  if (!existing) return 'create'
  const same =
    existing.firstName === row.first_name &&
    existing.lastName === row.last_name &&
    existing.accountType === row.account_type &&
    existing.hasProfile &&
    (row.graduation_year === null || existing.year === row.graduation_year)
  return same ? 'unchanged' : 'update'
}

/** Each row's action against the school as it is now (the dry run's preview). */
export async function classifyRows(
  db: DbOrTx,
  schoolId: number,
  rows: readonly NumberedRow[],
): Promise<Map<number, RowAction>> {
  const existing = await existingByEmail(
    db,
    schoolId,
    rows.map((r) => r.data.email),
  )
  return new Map(rows.map((r) => [r.row, actionFor(r.data, existing.get(r.data.email))]))
}

type BatchCounts = Pick<ImportCounts, 'created' | 'updated' | 'unchanged'>

/**
 * Writes one batch in `tx` (idempotent by address within the school, decision 028): new
 * people become `invited` users (no password signs in until they accept) with a profile
 * row, so the directory lists and finds them; known ones get the file's names, account
 * type and graduation year; a row that would change nothing is left alone and counted.
 */
export async function upsertBatch(
  tx: DbOrTx,
  schoolId: number,
  rows: readonly ImportRow[],
): Promise<BatchCounts> {
  const existing = await existingByEmail(
    tx,
    schoolId,
    rows.map((r) => r.email),
  )
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0 }
  const creates: ImportRow[] = []
  for (const row of rows) {
    const known = existing.get(row.email)
    const action = actionFor(row, known)
    if (action === 'create') creates.push(row)
    else if (action === 'unchanged' || !known) counts.unchanged++
    else {
      await updatePerson(tx, schoolId, known.id, row)
      counts.updated++
    }
  }
  if (creates.length > 0) {
    const ids = await tx
      .insert(users)
      .values(
        creates.map((row) => ({
          schoolId,
          uid: newUid(),
          email: row.email,
          passwordHash: '',
          status: 'invited',
          firstName: row.first_name,
          lastName: row.last_name,
          accountType: row.account_type,
        })),
      )
      .returning({ id: users.id })
    await tx.insert(profiles).values(
      ids.map(({ id }, i) => ({
        userId: id,
        schoolId,
        yearOfGraduation: creates[i]?.graduation_year ?? null,
      })),
    )
    counts.created = creates.length
  }
  return counts
}

async function updatePerson(tx: DbOrTx, schoolId: number, userId: number, row: ImportRow) {
  await tx
    .update(users)
    .set({ firstName: row.first_name, lastName: row.last_name, accountType: row.account_type })
    .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)))
  const year = row.graduation_year === null ? {} : { yearOfGraduation: row.graduation_year }
  await tx
    .insert(profiles)
    .values({ userId, schoolId, ...year })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { updatedAt: sql`now()`, ...year },
    })
}
