import { eq } from 'drizzle-orm'
import type { OwnProfileResponse, ProfileUpdate } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import type { Groups } from '../../platform/groups.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { notFound } from '../../platform/errors.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { loadProfile } from './profiles.service.ts'
import { sanitizeRichText } from '@quad/shared/rich-text'
import { visibilityMatrix } from './visibility.ts'

/** The owner's profile with the effective visibility of every private field. */
export async function loadOwnProfile(
  db: DbOrTx,
  groups: Groups,
  school: School,
  user: { id: number; uid: string },
  viewAs?: 'school' | 'connection',
): Promise<OwnProfileResponse> {
  const [profile, rows] = await Promise.all([
    loadProfile(db, groups, school, user.id, user.uid, viewAs),
    db
      .select({
        fieldVisibility: profiles.fieldVisibility,
        directoryOptOut: profiles.directoryOptOut,
        currentAddress: profiles.currentAddress,
      })
      .from(profiles)
      .where(eq(profiles.userId, user.id)),
  ])
  const row = rows[0]
  if (!profile || !row) throw notFound('Profile')
  return {
    data: profile,
    visibility: visibilityMatrix(row.fieldVisibility, school.profileVisibilityDefaults),
    directoryOptOut: row.directoryOptOut,
    currentAddressRaw: row.currentAddress,
  }
}

/** Applies the owner's edit; visibility choices merge into the stored ones. */
export async function updateOwnProfile(
  db: DbOrTx,
  groups: Groups,
  school: School,
  user: { id: number; uid: string },
  update: ProfileUpdate,
): Promise<OwnProfileResponse> {
  const { fieldVisibility, bio, ...fields } = update
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ fieldVisibility: profiles.fieldVisibility })
      .from(profiles)
      .where(eq(profiles.userId, user.id))
      .for('update')
    const merged = { ...current[0]?.fieldVisibility, ...fieldVisibility }
    await tx
      .update(profiles)
      .set({
        ...fields,
        ...(bio !== undefined && { bio: bio === null ? null : sanitizeRichText(bio) }),
        fieldVisibility: merged,
        updatedAt: new Date(),
      })
      .where(eq(profiles.userId, user.id))
  })
  return loadOwnProfile(db, groups, school, user)
}
