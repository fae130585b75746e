import { buildClub, insertClubs, insertMemberships } from '../seed/club-factories.ts'
import { createFaker } from '../seed/factories.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { nextSeed } from './fixture-seeds.ts'
import type { TestContext } from './test-app.ts'

/** A club of `school` with the given officers and members, built by the seed's factories. */
export async function insertClub(
  ctx: TestContext,
  school: School,
  club: { name: string; category?: string; officers?: number[]; members?: number[] },
): Promise<{ id: number; uid: string; name: string }> {
  const faker = createFaker(nextSeed('club'))
  const build = buildClub(faker, {
    name: club.name,
    ...(club.category && { category: club.category }),
    additionalInfo: [{ question: 'Founded', questionType: 'DATE', answer: '2001-09-01' }],
  })
  const [row] = await insertClubs(ctx.database.db, school, [build])
  if (!row) throw new Error('club was not stored')
  await insertMemberships(ctx.database.db, school, [
    ...(club.officers ?? []).map((userId) => ({
      clubId: row.id,
      userId,
      role: 'officer' as const,
    })),
    ...(club.members ?? []).map((userId) => ({ clubId: row.id, userId })),
  ])
  return { ...row, name: club.name }
}
