import { eq } from 'drizzle-orm'
import { experiences, profiles } from '../../db/schema/profiles.ts'
import { users } from '../../platform/db/schema.ts'
import { deleteFilesAfterCommit, type PersonalDataPart } from '../../platform/personal-data.ts'

const PHOTO_PREFIX = '/media/photos/'

/** The storage keys of a photo URL of ours (small and large), else none. */
function photoKeys(url: string | null): string[] {
  if (!url?.startsWith(PHOTO_PREFIX)) return []
  const base = url.slice(PHOTO_PREFIX.length).replace(/\.webp$/, '')
  return [`photos/${base}.webp`, `photos/${base}-large.webp`]
}

/**
 * The student's profile (issue 18 item 4): every field, hidden ones included (they are
 * theirs), who may see each, their experiences, and the photo as a file.
 */
export const profilePersonalData: PersonalDataPart = {
  name: 'profile',
  describes: {
    what: 'Your profile: the fields you filled in, who may see them, your experiences and photo',
    kept: 'Until you change them or your account is deleted',
  },
  async export(db, { userId }) {
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId))
    const [user] = await db
      .select({ photoUrl: users.photoUrl })
      .from(users)
      .where(eq(users.id, userId))
    const jobs = await db.select().from(experiences).where(eq(experiences.userId, userId))
    const [photo] = photoKeys(user?.photoUrl ?? null).slice(1)
    const {
      userId: _user,
      schoolId: _school,
      moderationHiddenAt: _hidden,
      ...fields
    } = profile ?? ({} as Partial<typeof profiles.$inferSelect>)
    return {
      records: {
        ...fields,
        experiences: jobs.map(({ schoolId: _s, userId: _u, ...job }) => job),
        photo: photo ? 'files/profile/photo.webp' : null,
      },
      ...(photo && { files: [{ path: 'photo.webp', storageKey: photo }] }),
    }
  },
  async erase(tx, { userId, storage }) {
    const [user] = await tx
      .select({ photoUrl: users.photoUrl })
      .from(users)
      .where(eq(users.id, userId))
    await tx.update(users).set({ photoUrl: null }).where(eq(users.id, userId))
    await tx.delete(experiences).where(eq(experiences.userId, userId))
    await tx.delete(profiles).where(eq(profiles.userId, userId))
    deleteFilesAfterCommit(storage, photoKeys(user?.photoUrl ?? null))
  },
}
