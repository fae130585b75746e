import { and, eq, inArray, lt } from 'drizzle-orm'
import { dataExports } from '../../db/schema/account-security.ts'
import { users } from '../../platform/db/schema.ts'
import type { ModuleContext } from '../../platform/module.ts'
import type { PersonalDataSubject } from '../../platform/personal-data.ts'
import { findSchoolById } from '../../platform/tenancy/schools.service.ts'
import { EXPORT_LIFETIME_DAYS, type DataExportRow } from './exports.service.ts'
import { manifestOf, readmeOf } from './manifest.ts'
import { zipOf, type ZipEntry } from './zip-writer.ts'

type BuildContext = Pick<ModuleContext, 'database' | 'storage' | 'outbox' | 'personalData'>

/** Where a ZIP is stored. */
export const exportKey = (schoolId: number, id: string) => `exports/${String(schoolId)}/${id}.zip`

/**
 * Builds export `id` (the job): `{part}.json` for every personal data part, their files
 * under `files/{part}/`, `manifest.json` and `README.txt`; progress by parts written; the
 * ZIP stored under `exports/{school}/{id}.zip`, the row ready for EXPORT_LIFETIME_DAYS.
 * Any failure marks the row failed with the reason (a retry starts it again).
 */
export async function buildExport(ctx: BuildContext, id: string): Promise<void> {
  const { db } = ctx.database
  const [row] = await db
    .update(dataExports)
    .set({ status: 'running', progress: 0, error: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])))
    .returning()
  if (!row) return
  try {
    const data = await zipOf(entriesOf(ctx, row), new Date())
    const key = exportKey(row.schoolId, row.id)
    await ctx.storage.put(key, data)
    const expiresAt = new Date(Date.now() + EXPORT_LIFETIME_DAYS * 86_400_000)
    await db
      .update(dataExports)
      .set({
        status: 'ready',
        progress: 100,
        fileKey: key,
        sizeBytes: data.length,
        finishedAt: new Date(),
        expiresAt,
      })
      .where(eq(dataExports.id, id))
  } catch (error) {
    await db
      .update(dataExports)
      .set({ status: 'failed', error: reasonOf(error), finishedAt: new Date() })
      .where(eq(dataExports.id, id))
  }
}

async function* entriesOf(ctx: BuildContext, row: DataExportRow): AsyncGenerator<ZipEntry> {
  const subject = await subjectOf(ctx, row)
  const { parts } = ctx.personalData
  const written: { name: string; what: string; files: number }[] = []
  for (const [index, part] of parts.entries()) {
    const answer = await part.export(ctx.database.db, subject)
    yield { path: `${part.name}.json`, data: json(answer.records) }
    let files = 0
    for (const file of answer.files ?? []) {
      const bytes = await ctx.storage.get(file.storageKey)
      if (!bytes) continue
      files += 1
      yield { path: `files/${part.name}/${file.path}`, data: bytes }
    }
    written.push({ name: part.name, what: part.describes.what, files })
    await ctx.database.db
      .update(dataExports)
      .set({ progress: Math.floor(((index + 1) / (parts.length + 1)) * 100) })
      .where(eq(dataExports.id, row.id))
  }
  const manifest = manifestOf(subject, row, written)
  yield { path: 'manifest.json', data: json(manifest) }
  yield { path: 'README.txt', data: Buffer.from(readmeOf(manifest)) }
}

async function subjectOf(ctx: BuildContext, row: DataExportRow): Promise<PersonalDataSubject> {
  const { db } = ctx.database
  const school = await findSchoolById(db, row.schoolId)
  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.id, row.userId))
  if (!school || !user) throw new Error('The account no longer exists.')
  return { school, userId: row.userId, uid: user.uid, storage: ctx.storage, outbox: ctx.outbox }
}

/**
 * The sweep: ready exports past their expiry lose their ZIP and become `expired`; a
 * build stuck running for a day (its process died past every retry) becomes `failed`.
 */
export async function sweepExports(ctx: Pick<BuildContext, 'database' | 'storage'>) {
  const { db } = ctx.database
  const now = new Date()
  const expired = await db
    .update(dataExports)
    .set({ status: 'expired', fileKey: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .returning({ fileKey: dataExports.fileKey, schoolId: dataExports.schoolId, id: dataExports.id })
  for (const row of expired) await ctx.storage.delete(exportKey(row.schoolId, row.id))
  await db
    .update(dataExports)
    .set({ status: 'failed', error: 'The export took too long. Please ask again.' })
    .where(
      and(
        inArray(dataExports.status, ['queued', 'running']),
        lt(dataExports.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
  return expired.length
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2))

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return `The export could not be built (${message.slice(0, 200)}). Please try again later.`
}
