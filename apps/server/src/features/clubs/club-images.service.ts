import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors.ts'
import { encodeImage, openImage, type ImagePolicy } from '../../platform/files/images.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { lockClub } from './club-admin.service.ts'
import { requireClub } from './clubs.service.ts'

export type ClubImageKind = 'logo' | 'cover'

/** As profile photos (issue 4): 5 MB on the wire, 16.7 MP decoded at most. */
export const CLUB_IMAGE_MAX_BYTES = 5 * 1024 * 1024
const policy = (field: ClubImageKind): ImagePolicy => ({
  field,
  formats: new Set(['jpeg', 'png', 'webp']),
  maxPixels: 4096 * 4096,
  unsupported: 'must be a JPEG, PNG or WebP image',
})

/** What each image is kept at: a square logo, a wide cover (spec 2 club page). */
const SIZES = {
  logo: { width: 512, height: 512 },
  cover: { width: 1600, height: 600 },
} as const

export const CLUB_IMAGE_PREFIX = '/media/club-images/'

/**
 * Replaces a club's logo or cover. The bytes decide the type (a 415 otherwise), the
 * image is re-encoded as WebP (dropping EXIF), and the old upload is deleted once the
 * new one is the club's. Audited as `club.update` with the image's name.
 */
export async function replaceClubImage(
  db: Db,
  storage: FileStorage,
  school: School,
  origin: AuditOrigin & { actorId: number },
  target: { uid: string; kind: ClubImageKind; admin: boolean },
  upload: Buffer,
): Promise<Club> {
  const imagePolicy = policy(target.kind)
  const { image } = await openImage(upload, imagePolicy)
  const size = SIZES[target.kind]
  const encoded = await encodeImage(imagePolicy, () =>
    image.resize(size.width, size.height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  )
  const file = `${target.uid}-${target.kind}-${randomBytes(6).toString('hex')}.webp`
  await storage.put(storedKey(school, file), encoded)
  const column = target.kind === 'logo' ? clubs.logoUrl : clubs.coverUrl
  const previous = await db
    .transaction(async (tx) => {
      const club = await lockClub(tx, school, target.uid)
      if (!target.admin && club.status === 'archived') {
        throw conflict('This club is archived: it is read-only until a school admin restores it.')
      }
      const [row] = await tx.select({ url: column }).from(clubs).where(eq(clubs.id, club.id))
      const url = `${CLUB_IMAGE_PREFIX}${String(school.id)}/${file}`
      await tx
        .update(clubs)
        .set(target.kind === 'logo' ? { logoUrl: url } : { coverUrl: url })
        .where(and(eq(clubs.id, club.id), eq(clubs.schoolId, school.id)))
      await audit(tx, origin, {
        schoolId: school.id,
        action: 'club.update',
        subjectType: 'club',
        subjectId: target.uid,
        details: { fields: [target.kind] },
      })
      return row?.url ?? null
    })
    .catch(async (error: unknown) => {
      await storage.delete(storedKey(school, file))
      throw error
    })
  await deleteUploaded(storage, school, previous)
  return requireClub(db, school, origin.actorId, target.uid, true)
}

/** An earlier upload of ours is deleted; generated art (`/media/clubs/...`) is not a file. */
async function deleteUploaded(storage: FileStorage, school: School, url: string | null) {
  const prefix = `${CLUB_IMAGE_PREFIX}${String(school.id)}/`
  if (!url?.startsWith(prefix)) return
  const key = clubImageKey(school, url.slice(prefix.length))
  if (key) await storage.delete(key)
}

/** The storage key of a club image's file name, if it is one of ours for this school. */
export function clubImageKey(school: School, file: string): string | null {
  return /^[a-z0-9]{1,32}-(logo|cover)-[0-9a-f]{12}\.webp$/.test(file)
    ? storedKey(school, file)
    : null
}

const storedKey = (school: School, file: string) => `club-images/${String(school.id)}/${file}`
