import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db/database.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import { encodeImage, openImage, type ImagePolicy } from '../../platform/files/images.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

/** Issue 4: a size limit on photo uploads (enforced by the multipart parser too). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024
/**
 * Issue 12 item 5: photo uploads per student per window. Choosing a picture takes a
 * student a handful of tries at most; the limit stops a script re-encoding images on
 * the server in a loop.
 */
export const PHOTO_UPLOADS_PER_WINDOW = 10
export const PHOTO_UPLOAD_WINDOW_MS = 10 * 60 * 1000

/**
 * The web client uploads its crop at 1024×1024 (1 MP) and the server keeps at most
 * 512×512 and 1600×900. 16.7 MP (4096²) still takes any uncropped phone photo at its
 * usual 12 MP (4032×3024) while decoding at most ~50 MB of pixels, where the 50 MP chat
 * cap allows ~150 MB; anything bigger is refused from its header, never decoded.
 */
export const PHOTO_MAX_PIXELS = 4096 * 4096
const PHOTO_POLICY: ImagePolicy = {
  field: 'photo',
  formats: new Set(['jpeg', 'png', 'webp']),
  maxPixels: PHOTO_MAX_PIXELS,
  unsupported: 'must be a JPEG, PNG or WebP image',
}
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
  const name = `${school.id}/${user.uid}-${randomBytes(6).toString('hex')}`
  const { image } = await openImage(upload, PHOTO_POLICY)
  const [small, large] = await encodeImage(PHOTO_POLICY, () =>
    Promise.all([
      image.clone().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
      image
        .clone()
        .resize(1600, 900, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]),
  )
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
