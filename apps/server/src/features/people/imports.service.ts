import { and, eq, sql } from 'drizzle-orm'
import type { ImportPreview, PeopleImport } from '@quad/shared'
import { IMPORT_PREVIEW_ROWS } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { notFound } from '../../platform/errors.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { peopleImports } from '../../db/schema/people.ts'
import type { ReadFile } from './import-file.ts'
import { classifyRows, upsertBatch } from './import.service.ts'

export const IMPORT_JOB = 'people-import'
/** Rows per transaction: progress moves every batch, and no transaction holds locks for long. */
export const IMPORT_BATCH = 250

/** The dry run (`?dryRun=1`): what importing the file would do now, and its errors. */
export async function previewImport(
  db: DbOrTx,
  school: School,
  file: ReadFile,
): Promise<ImportPreview> {
  const actions = await classifyRows(db, school.id, file.valid)
  const counts = { created: 0, updated: 0, unchanged: 0 }
  for (const action of actions.values()) {
    if (action === 'create') counts.created++
    else if (action === 'update') counts.updated++
    else counts.unchanged++
  }
  const sample = file.valid.slice(0, IMPORT_PREVIEW_ROWS).map(({ row, data }) => ({
    row,
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    accountType: data.account_type,
    graduationYear: data.graduation_year,
    action: actions.get(row) ?? 'create',
  }))
  return { total: file.total, failed: file.failed, ...counts, errors: file.errors, sample }
}

/**
 * Starts an import: the record (with the file's valid rows) and its job in one audited
 * transaction, so a job exists exactly when its record does. Rows with errors are not
 * imported; they are counted as failed from the start.
 */
export async function startImport(
  deps: { db: Db; jobs: Jobs },
  school: School,
  origin: AuditOrigin & { actorId: number },
  file: ReadFile,
): Promise<PeopleImport> {
  return deps.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(peopleImports)
      .values({
        schoolId: school.id,
        actorId: origin.actorId,
        total: file.total,
        failed: file.failed,
        done: file.failed,
        errors: file.errors,
        rows: file.valid.map((r) => r.data),
      })
      .returning()
    if (!record) throw new Error('import was not stored')
    await audit(tx, origin, {
      schoolId: school.id,
      action: 'people.import',
      subjectType: 'people_import',
      subjectId: record.id,
      details: { total: file.total, failed: file.failed },
    })
    await deps.jobs.enqueue(
      tx,
      IMPORT_JOB,
      { importId: record.id },
      { singletonKey: String(record.id) },
    )
    return presentImport(record)
  })
}

type ImportRecord = typeof peopleImports.$inferSelect

export function presentImport(record: ImportRecord): PeopleImport {
  return {
    id: String(record.id),
    status: record.status as PeopleImport['status'],
    total: record.total,
    done: record.done,
    created: record.created,
    updated: record.updated,
    unchanged: record.unchanged,
    failed: record.failed,
    errors: record.errors,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  }
}

/** An import of this school, for its progress. */
export async function findImport(db: DbOrTx, school: School, id: number): Promise<PeopleImport> {
  const [record] = await db
    .select()
    .from(peopleImports)
    .where(and(eq(peopleImports.schoolId, school.id), eq(peopleImports.id, id)))
  if (!record) throw notFound('Import')
  return presentImport(record)
}

/**
 * The job: upserts the rows in batches, each batch and its progress in one transaction,
 * from where the record says it got to, so a retried job (a crash, a restart) resumes
 * without writing a row twice (and a row written twice would be "unchanged" anyway).
 */
export async function runImport(db: Db, importId: number): Promise<void> {
  const [record] = await db.select().from(peopleImports).where(eq(peopleImports.id, importId))
  if (!record || record.status === 'done') return
  const rows = record.rows
  let next = record.created + record.updated + record.unchanged
  await db
    .update(peopleImports)
    .set({ status: 'running', updatedAt: sql`now()` })
    .where(eq(peopleImports.id, importId))
  while (next < rows.length) {
    const batch = rows.slice(next, next + IMPORT_BATCH)
    await db.transaction(async (tx) => {
      const counts = await upsertBatch(tx, record.schoolId, batch)
      await tx
        .update(peopleImports)
        .set({
          done: sql`${peopleImports.done} + ${batch.length}`,
          created: sql`${peopleImports.created} + ${counts.created}`,
          updated: sql`${peopleImports.updated} + ${counts.updated}`,
          unchanged: sql`${peopleImports.unchanged} + ${counts.unchanged}`,
          updatedAt: sql`now()`,
        })
        .where(eq(peopleImports.id, importId))
    })
    next += batch.length
  }
  await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(peopleImports)
      .set({ status: 'done', rows: [], finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(peopleImports.id, importId))
      .returning()
    if (!finished) return
    await audit(
      tx,
      { actorId: finished.actorId, requestId: null, ip: null },
      {
        schoolId: finished.schoolId,
        action: 'people.import.done',
        subjectType: 'people_import',
        subjectId: finished.id,
        details: {
          created: finished.created,
          updated: finished.updated,
          unchanged: finished.unchanged,
          failed: finished.failed,
        },
      },
    )
  })
}
