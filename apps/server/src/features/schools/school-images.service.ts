import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { audit, type AuditOrigin } from '../../platform/audit/audit.ts'
import type { Db } from '../../platform/db/database.ts'
import { schools } from '../../platform/db/schema.ts'
import { encodeImage, openImage, type ImagePolicy } from '../../platform/files/images.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import { asSchool, type School } from '../../platform/tenancy/schools.service.ts'
import { lockedRow } from './school-admin.service.ts'

export type SchoolImageKind = 'logo' | 'favicon'

/** Logos and favicons are small pictures; a 2 MB upload is plenty for either. */
export const SCHOOL_IMAGE_MAX_BYTES = 2 * 1024 * 1024
const POLICY = (field: SchoolImageKind): ImagePolicy => ({
  field,
  formats: new Set(['jpeg', 'png', 'webp', 'gif']),
  maxPixels: 4096 * 4096,
  unsupported: 'must be a JPEG, PNG, WebP or GIF image',
})
export const SCHOOL_MEDIA_PREFIX = '/media/school/'

/**
 * Re-encodes an uploaded logo or favicon (the bytes decide the type; the re-encoding
 * drops anything but pixels) and stores it: the logo as WebP inside 512×512, the
 * favicon as a 64×64 PNG, which every browser takes as an icon.
 */
async function encode(kind: SchoolImageKind, upload: Buffer): Promise<Buffer> {
  const policy = POLICY(kind)
  const { image } = await openImage(upload, policy)
  return encodeImage(policy, () =>
    kind === 'logo'
      ? image.resize(512, 512, { fit: 'inside', withoutEnlargement: true }).webp().toBuffer()
      : image.resize(64, 64, { fit: 'contain', background: '#0000' }).png().toBuffer(),
  )
}

const fileOf = (kind: SchoolImageKind) =>
  `${kind}-${randomBytes(6).toString('hex')}.${kind === 'logo' ? 'webp' : 'png'}`

/** Stores the image, points the school at it (audited), and removes the one it replaced. */
export async function replaceSchoolImage(
  deps: { db: Db; storage: FileStorage },
  origin: AuditOrigin,
  schoolId: number,
  kind: SchoolImageKind,
  upload: Buffer,
): Promise<School> {
  const data = await encode(kind, upload)
  const file = fileOf(kind)
  await deps.storage.put(`school/${schoolId}/${file}`, data)
  const url = `${SCHOOL_MEDIA_PREFIX}${schoolId}/${file}`
  const { school, previous } = await deps.db.transaction(async (tx) => {
    const row = await lockedRow(tx, schoolId)
    const before = kind === 'logo' ? row.logoUrl : row.faviconUrl
    const set = kind === 'logo' ? { logoUrl: url } : { faviconUrl: url }
    const [updated] = await tx.update(schools).set(set).where(eq(schools.id, schoolId)).returning()
    await audit(tx, origin, {
      schoolId,
      action: 'school.update',
      subjectType: 'school',
      subjectId: schoolId,
      details: { changes: { [kind]: { from: before, to: url } } },
    })
    return { school: asSchool(updated ?? row), previous: before }
  })
  const key = previous
    ? schoolMediaKey(schoolId, previous.slice(previous.lastIndexOf('/') + 1))
    : null
  if (key && previous?.startsWith(`${SCHOOL_MEDIA_PREFIX}${schoolId}/`)) {
    await deps.storage.delete(key)
  }
  return school
}

/** The storage key of a school image's file name, or null if it is not one of ours. */
export function schoolMediaKey(schoolId: number, file: string): string | null {
  return /^(logo-[0-9a-f]{12}\.webp|favicon-[0-9a-f]{12}\.png)$/.test(file)
    ? `school/${schoolId}/${file}`
    : null
}
