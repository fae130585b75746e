import type { Faker } from '@faker-js/faker'
import type { GroupRole } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { clubMemberships, clubs } from '../db/schema/clubs.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { clubArtUrls } from '../features/clubs/club-art-urls.ts'

/** Factories for clubs and memberships, shared by the tests and the demo seed (style.md). */
export type NewClub = Omit<typeof clubs.$inferInsert, 'schoolId' | 'id'>

export function buildClub(faker: Faker, overrides: Partial<NewClub> = {}): NewClub {
  const name = overrides.name ?? `${faker.word.adjective()} ${faker.word.noun()} Club`
  return {
    uid: faker.string.alphanumeric({ length: 12, casing: 'lower' }),
    name,
    description: faker.lorem.sentences({ min: 2, max: 3 }),
    category: faker.helpers.arrayElement(['Academic', 'Arts', 'Sports', 'Service']),
    ...clubArtUrls(name),
    additionalInfo: [],
    ...overrides,
  }
}

/** Inserts clubs; returns their internal and public ids in order. */
export async function insertClubs(
  db: DbOrTx,
  school: School,
  builds: NewClub[],
): Promise<Array<{ id: number; uid: string }>> {
  if (builds.length === 0) return []
  return db
    .insert(clubs)
    .values(builds.map((build) => ({ ...build, schoolId: school.id })))
    .returning({ id: clubs.id, uid: clubs.uid })
}

export interface NewMembership {
  clubId: number
  userId: number
  role?: GroupRole
  joinedAt?: Date
}

/** Inserts memberships in batches (one row per club and student). */
export async function insertMemberships(
  db: DbOrTx,
  school: School,
  rows: NewMembership[],
  batchSize = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize)
    await db.insert(clubMemberships).values(
      batch.map((row) => ({
        clubId: row.clubId,
        userId: row.userId,
        schoolId: school.id,
        role: row.role ?? 'member',
        ...(row.joinedAt && { joinedAt: row.joinedAt }),
      })),
    )
  }
}
