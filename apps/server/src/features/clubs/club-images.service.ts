import { and, eq, or } from 'drizzle-orm'
import type { Club } from '@quad/shared'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db, DbOrTx } from '../../platform/db/database.ts'
import { conflict } from '../../platform/errors.ts'
import {
  COVER_SIZE,
  replaceImage,
  shelfKey,
  uploadedImagePolicy,
  UPLOADED_IMAGE_MAX_BYTES,
  type ImageShelf,
} from '../../platform/files/replace-image.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { clubs } from '../../db/schema/clubs.ts'
import { lockClub } from './club-admin.service.ts'
import { requireClub } from './clubs.service.ts'
import { listed } from './club-query.ts'

export type ClubImageKind = 'logo' | 'cover'

export const CLUB_IMAGE_MAX_BYTES = UPLOADED_IMAGE_MAX_BYTES

/** What each image is kept at: a square logo, a wide cover (spec 2 club page). */
const SIZES = { logo: { width: 512, height: 512 }, cover: COVER_SIZE } as const

export const CLUB_IMAGE_PREFIX = '/media/club-images/'

export const CLUB_IMAGES: ImageShelf = {
  urlPrefix: CLUB_IMAGE_PREFIX,
  folder: 'club-images',
  kinds: ['logo', 'cover'],
}

/**
 * Replaces a club's logo or cover through the one image pipeline (`replaceImage`: type
 * from the bytes, WebP, the old upload deleted). An archived club is read-only to its
 * officers. Audited as `club.update` with the image's name.
 */
export async function replaceClubImage(
  db: Db,
  storage: FileStorage,
  school: School,
  origin: AuditOrigin & { actorId: number },
  target: { uid: string; kind: ClubImageKind; admin: boolean },
  upload: Buffer,
): Promise<Club> {
  const column = target.kind === 'logo' ? clubs.logoUrl : clubs.coverUrl
  const image = {
    policy: uploadedImagePolicy(target.kind),
    ...SIZES[target.kind],
    ownerUid: target.uid,
  }
  await replaceImage(storage, school, CLUB_IMAGES, { ...image, kind: target.kind }, upload, (url) =>
    db.transaction(async (tx) => {
      const club = await lockClub(tx, school, target.uid)
      if (!target.admin && club.status === 'archived') {
        throw conflict('This club is archived: it is read-only until a school admin restores it.')
      }
      const [row] = await tx.select({ url: column }).from(clubs).where(eq(clubs.id, club.id))
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
    }),
  )
  return requireClub(db, school, origin.actorId, target.uid, true)
}

/** The storage key of a club image's file name, if it is one of ours for this school. */
export const clubImageKey = (school: School, file: string): string | null =>
  shelfKey(CLUB_IMAGES, school, file)

/**
 * Whether this uploaded image is the logo or cover of a club of the school that a
 * share-mode visitor may open (a listed club, decision 047): visitors see its art as
 * members do (issue 30 bug 10).
 */
export async function isListedClubArt(db: DbOrTx, school: School, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(
      and(
        eq(clubs.schoolId, school.id),
        listed,
        or(eq(clubs.logoUrl, url), eq(clubs.coverUrl, url)),
      ),
    )
    .limit(1)
  return row !== undefined
}
