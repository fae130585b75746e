import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { chatFiles } from '../../db/schema/chat.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { badRequest, fieldError } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { fileKey, removeStored } from './files.service.ts'

/** An upload another feature took over: its new id under that feature's keys, and its size. */
export interface TakenUpload {
  id: string
  width: number
  height: number
}

/** Where taken images go: the request field that named them, and the new owner's keys. */
export interface UploadTarget {
  field: string
  keyOf: (id: string, variant?: 'preview') => string
}

/**
 * Hands images uploaded through `POST /api/v1/files` to another feature (issue 16: a
 * post's images reuse chat's pipeline, already sniffed and re-encoded to WebP with a
 * preview). Only the uploader's own images not sent in a message; anything else is a 400
 * on `{field}.{index}`. The bytes are copied under fresh ids to `target`'s keys first
 * (storage cannot be written inside a transaction), then `use` runs in the transaction
 * that deletes the chat rows (so chat's stale-upload sweep cannot touch them); after the
 * commit the chat copies go. If anything fails, the new copies go instead. A retry that
 * lost the race for the same uploads gets a 400 once the winner has committed.
 */
export async function takeUploads<T>(
  db: Db,
  storage: FileStorage,
  school: School,
  uploaderId: number,
  ids: readonly string[],
  target: UploadTarget,
  use: (tx: DbOrTx, taken: TakenUpload[]) => Promise<T>,
): Promise<T> {
  if (ids.length === 0) return db.transaction((tx) => use(tx, []))
  const rows = await ownUploads(db, school, uploaderId, ids, target.field)
  const taken: TakenUpload[] = []
  try {
    for (const row of rows) taken.push(await copyImage(storage, school, row, target))
    const result = await db.transaction(async (tx) => {
      const claimed = await tx
        .delete(chatFiles)
        .where(unsentUploads(school, uploaderId, ids))
        .returning({ id: chatFiles.id })
      if (claimed.length !== ids.length) {
        throw badRequest(`${target.field}: already sent or used`, [
          { path: target.field, message: 'already sent or used' },
        ])
      }
      return use(tx, taken)
    })
    for (const row of rows) await removeStored(storage, school.id, row.id)
    return result
  } catch (error) {
    for (const copy of taken) {
      await storage.delete(target.keyOf(copy.id))
      await storage.delete(target.keyOf(copy.id, 'preview'))
    }
    throw error
  }
}

/** The uploader's own files among `ids`, not sent in a message. */
const unsentUploads = (school: School, uploaderId: number, ids: readonly string[]) =>
  and(
    inArray(chatFiles.id, [...ids]),
    eq(chatFiles.schoolId, school.id),
    eq(chatFiles.uploaderId, uploaderId),
    isNull(chatFiles.messageId),
  )

type UploadRow = typeof chatFiles.$inferSelect & { width: number; height: number }

/** The named uploads in the order given, each the uploader's own unsent image. */
async function ownUploads(
  db: DbOrTx,
  school: School,
  uploaderId: number,
  ids: readonly string[],
  field: string,
): Promise<UploadRow[]> {
  const rows = await db
    .select()
    .from(chatFiles)
    .where(unsentUploads(school, uploaderId, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id, index) => {
    const at = `${field}.${String(index)}`
    if (ids.indexOf(id) !== index) throw fieldError(at, 'is listed twice')
    const row = byId.get(id)
    if (!row) throw fieldError(at, 'is not one of your unsent uploads')
    const { width, height } = row
    if (!row.contentType.startsWith('image/') || width === null || height === null) {
      throw fieldError(at, 'must be an image')
    }
    return { ...row, width, height }
  })
}

async function copyImage(
  storage: FileStorage,
  school: School,
  row: UploadRow,
  target: UploadTarget,
): Promise<TakenUpload> {
  const data = await storage.get(fileKey(school.id, row.id))
  if (!data) throw fieldError(target.field, 'an upload is no longer stored')
  const preview = row.hasPreview ? await storage.get(fileKey(school.id, row.id, 'preview')) : null
  const id = randomBytes(16).toString('hex')
  await storage.put(target.keyOf(id), data)
  await storage.put(target.keyOf(id, 'preview'), preview ?? data)
  return { id, width: row.width, height: row.height }
}
