import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { DbOrTx } from '../platform/db/database.ts'
import { profiles, users } from '../platform/db/schema.ts'
import { badRequest } from '../platform/errors.ts'
import { imageFormat } from '../platform/files/image-format.ts'
import type { FileStorage } from '../platform/files/storage.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

/** Issue 4: a size limit on photo uploads (enforced by the multipart parser too). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])
const PHOTO_PREFIX = '/media/photos/'

/**
 * Stores a new profile photo. The bytes decide the type, not the file name or the
 * client's content type; the image is re-encoded, which also drops EXIF data such
 * as a phone's GPS position. Two sizes: the round picture and the large background.
 */
export async function replacePhoto(
  db: DbOrTx,
  storage: FileStorage,
  school: School,
  user: { id: number; uid: string },
  upload: Buffer,
): Promise<void> {
  const format = await imageFormat(upload)
  if (!format || !ACCEPTED.has(format)) throw badRequest('photo: must be a JPEG, PNG or WebP image')
  const name = `${school.id}/${user.uid}-${randomBytes(6).toString('hex')}`
  const image = sharp(upload, { limitInputPixels: 40_000_000 }).rotate()
  const [small, large] = await Promise.all([
    image.clone().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    image
      .clone()
      .resize(1600, 900, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  ])
  await storage.put(`photos/${name}.webp`, small)
  await storage.put(`photos/${name}-large.webp`, large)
  const previous = await currentPhoto(db, user.id)
  await db
    .update(users)
    .set({ photoUrl: `${PHOTO_PREFIX}${name}.webp` })
    .where(eq(users.id, user.id))
  await db
    .update(profiles)
    .set({ largePhotoUrl: `${PHOTO_PREFIX}${name}-large.webp`, updatedAt: new Date() })
    .where(eq(profiles.userId, user.id))
  await deleteStored(storage, previous)
}

/** Removes the photo; the card falls back to the default picture (spec 9). */
export async function removePhoto(
  db: DbOrTx,
  storage: FileStorage,
  user: { id: number },
): Promise<void> {
  const previous = await currentPhoto(db, user.id)
  await db.update(users).set({ photoUrl: null }).where(eq(users.id, user.id))
  await db.update(profiles).set({ largePhotoUrl: null }).where(eq(profiles.userId, user.id))
  await deleteStored(storage, previous)
}

async function currentPhoto(db: DbOrTx, userId: number): Promise<string | null> {
  const rows = await db.select({ photoUrl: users.photoUrl }).from(users).where(eq(users.id, userId))
  return rows[0]?.photoUrl ?? null
}

async function deleteStored(storage: FileStorage, url: string | null): Promise<void> {
  if (!url?.startsWith(PHOTO_PREFIX)) return
  const base = url.slice(PHOTO_PREFIX.length).replace(/\.webp$/, '')
  await storage.delete(`photos/${base}.webp`)
  await storage.delete(`photos/${base}-large.webp`)
}

/** The storage key of a photo URL's file, if it is one of ours for this school. */
export function photoKey(school: School, file: string): string | null {
  return /^[a-z0-9]{1,64}-[0-9a-f]{12}(-large)?\.webp$/.test(file)
    ? `photos/${school.id}/${file}`
    : null
}
