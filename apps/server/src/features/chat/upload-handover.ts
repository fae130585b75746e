import { randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { chatFiles } from '../../db/schema/chat.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { badRequest, fieldError } from '../../platform/errors.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { fileKey, removeStored } from './files.service.ts'

/** An image another feature took over: its new id under that feature's keys, and its size. */
export interface TakenUpload {
  id: string
  width: number
  height: number
}

/** A file (an image or a PDF) another feature took over, with what its list shows. */
export interface TakenFile {
  /** The new id under the target's keys. */
  id: string
  /** The upload's id, as the request named it. */
  uploadId: string
  name: string
  contentType: string
  size: number
  /** An image: its preview was copied too. */
  hasPreview: boolean
  /** An image's size; null for a PDF. */
  width: number | null
  height: number | null
}

/** Where taken uploads go: the request field that named them, and the new owner's keys. */
export interface UploadTarget {
  field: string
  keyOf: (id: string, variant?: 'preview') => string
  /** Where a problem with the `index`th upload is reported (default `{field}.{index}`). */
  pathOf?: (index: number) => string
}

/** Which uploads to take over, whose, for what, and of which kinds. */
export interface Taking {
  school: School
  uploaderId: number
  ids: readonly string[]
  target: UploadTarget
  /** Images only (a post's), or images and PDFs too (a form's answers); never voice notes. */
  accepts: 'images' | 'files'
}

type UploadRow = typeof chatFiles.$inferSelect

/**
 * Hands images uploaded through `POST /api/v1/files` to another feature (issue 16: a
 * post's images reuse chat's pipeline, already sniffed and re-encoded to WebP with a
 * preview). Only the uploader's own images not sent in a message; anything else is a 400
 * on `{field}.{index}`. `takeFiles` with `accepts: 'images'`.
 */
export function takeUploads<T>(
  db: Db,
  storage: FileStorage,
  school: School,
  uploaderId: number,
  ids: readonly string[],
  target: UploadTarget,
  use: (tx: DbOrTx, taken: TakenUpload[]) => Promise<T>,
): Promise<T> {
  const taking: Taking = { school, uploaderId, ids, target, accepts: 'images' }
  return takeFiles(db, storage, taking, (tx, taken) =>
    // Images only were taken, whose sizes are known.
    use(
      tx,
      taken.map((file) => ({ id: file.id, width: file.width ?? 0, height: file.height ?? 0 })),
    ),
  )
}

/**
 * Hands uploads to another feature: only the uploader's own, not sent in a message, of the
 * kinds `accepts` names; anything else is a 400 on `{field}.{index}` (or `pathOf`). The
 * bytes are copied under fresh ids to the target's keys first (storage cannot be written
 * inside a transaction), then `use` runs in the transaction that deletes the chat rows (so
 * chat's stale-upload sweep cannot touch them); after the commit the chat copies go. If
 * anything fails, the new copies go instead. A retry that lost the race for the same
 * uploads gets a 400 once the winner has committed.
 */
export async function takeFiles<T>(
  db: Db,
  storage: FileStorage,
  taking: Taking,
  use: (tx: DbOrTx, taken: TakenFile[]) => Promise<T>,
): Promise<T> {
  const { school, uploaderId, ids, target } = taking
  if (ids.length === 0) return db.transaction((tx) => use(tx, []))
  const rows = await ownUploads(db, taking)
  const taken: TakenFile[] = []
  try {
    for (const row of rows) taken.push(await copyUpload(storage, school, row, target))
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
    for (const file of taken) {
      await storage.delete(target.keyOf(file.id))
      await storage.delete(target.keyOf(file.id, 'preview'))
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

const isImage = (row: UploadRow) =>
  row.contentType.startsWith('image/') && row.width !== null && row.height !== null

/** The named uploads in the order given, each the uploader's own unsent one of a kind taken. */
async function ownUploads(db: DbOrTx, taking: Taking): Promise<UploadRow[]> {
  const { school, uploaderId, ids, target, accepts } = taking
  const rows = await db
    .select()
    .from(chatFiles)
    .where(unsentUploads(school, uploaderId, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id, index) => {
    const at = target.pathOf?.(index) ?? `${target.field}.${String(index)}`
    if (ids.indexOf(id) !== index) throw fieldError(at, 'is listed twice')
    const row = byId.get(id)
    if (!row) throw fieldError(at, 'is not one of your unsent uploads')
    if (accepts === 'images' && !isImage(row)) throw fieldError(at, 'must be an image')
    if (accepts === 'files' && !isImage(row) && row.contentType !== 'application/pdf') {
      throw fieldError(at, 'must be an image or a PDF')
    }
    return row
  })
}

/** The upload's bytes under a fresh id of the target's; an image's preview with them. */
async function copyUpload(
  storage: FileStorage,
  school: School,
  row: UploadRow,
  target: UploadTarget,
): Promise<TakenFile> {
  const data = await storage.get(fileKey(school.id, row.id))
  if (!data) throw fieldError(target.field, 'an upload is no longer stored')
  const id = randomBytes(16).toString('hex')
  await storage.put(target.keyOf(id), data)
  const image = isImage(row)
  if (image) {
    const preview = row.hasPreview ? await storage.get(fileKey(school.id, row.id, 'preview')) : null
    await storage.put(target.keyOf(id, 'preview'), preview ?? data)
  }
  return {
    id,
    uploadId: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    hasPreview: image,
    width: row.width,
    height: row.height,
  }
}
