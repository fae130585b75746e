import { and, eq, ne } from 'drizzle-orm'
import { clubJoinRequests, clubMemberships, clubs } from '../db/schema/clubs.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { buildClub, insertClubs, insertMemberships, type NewMembership } from './club-factories.ts'
import type { DemoClub } from './demo-club-list.ts'
import { createFaker } from './factories.ts'

/** Which clubs a named account is in: the demo's sign-in students have known clubs. */
export interface NamedClubs {
  officerOf?: string[]
  memberOf?: string[]
  /** Clubs with closed membership that this account runs as their only officer (issue 14). */
  runsClosed?: string[]
  /** Closed clubs this account has asked to join, waiting for their officers. */
  requested?: string[]
}

/**
 * The school's clubs with generated logos and covers, and hundreds of memberships: each
 * other student is in up to four clubs (popular clubs draw more), and each club's first
 * two or three members are its officers. The named accounts (`named`, in the order of
 * `userIds`) get exactly the clubs given. A faker of its own, so the rest of the seed
 * stays as it was.
 */
export async function seedDemoClubs(
  db: DbOrTx,
  school: School,
  userIds: number[],
  list: DemoClub[],
  named: NamedClubs[],
  seed: number,
): Promise<void> {
  const faker = createFaker(seed)
  // Clubs were founded and joined in the years before today, whenever the demo is seeded.
  const now = new Date()
  const clubs = await insertClubs(
    db,
    school,
    list.map((club) =>
      buildClub(faker, {
        name: club.name,
        category: club.category,
        description: club.description,
        additionalInfo: club.info,
        createdAt: faker.date.past({ years: 3, refDate: now }),
      }),
    ),
  )
  const idOf = new Map(list.map((club, i) => [club.name, clubs[i]?.id]))
  const rows: NewMembership[] = []
  const joinedAt = () => faker.date.past({ years: 2, refDate: now })
  named.forEach((clubsOf, i) => {
    const userId = userIds[i]
    if (userId === undefined) return
    for (const [names, role] of [
      [[...(clubsOf.officerOf ?? []), ...(clubsOf.runsClosed ?? [])], 'officer'],
      [clubsOf.memberOf ?? [], 'member'],
    ] as const) {
      for (const name of names) {
        const clubId = idOf.get(name)
        if (clubId !== undefined) rows.push({ clubId, userId, role, joinedAt: joinedAt() })
      }
    }
  })
  const weighted = clubs.map((club, i) => ({ weight: list[i]?.popularity ?? 1, value: club.id }))
  const officers = new Map<number, number>()
  for (const userId of userIds.slice(named.length)) {
    const count = faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 4, value: 1 },
      { weight: 3, value: 2 },
      { weight: 2, value: 3 },
      { weight: 1, value: 4 },
    ])
    const picked = new Set<number>()
    while (picked.size < count) picked.add(faker.helpers.weightedArrayElement(weighted))
    for (const clubId of picked) {
      const held = officers.get(clubId) ?? 0
      const isOfficer = held < 2 || (held < 3 && faker.datatype.boolean({ probability: 0.3 }))
      if (isOfficer) officers.set(clubId, held + 1)
      rows.push({ clubId, userId, role: isOfficer ? 'officer' : 'member', joinedAt: joinedAt() })
    }
  }
  await insertMemberships(db, school, rows)
  await closeClubs(db, school, userIds, named, idOf)
}

/**
 * The demo's closed clubs (decision 031): closed, run by the named account alone (the
 * generated officers become members), with the named requests to join waiting.
 */
async function closeClubs(
  db: DbOrTx,
  school: School,
  userIds: number[],
  named: NamedClubs[],
  idOf: Map<string, number | undefined>,
): Promise<void> {
  const ids = (names: string[] | undefined) => (names ?? []).flatMap((name) => idOf.get(name) ?? [])
  for (const [i, clubsOf] of named.entries()) {
    const userId = userIds[i]
    if (userId === undefined) continue
    for (const clubId of ids(clubsOf.runsClosed)) {
      await db.update(clubs).set({ closedMembership: true }).where(eq(clubs.id, clubId))
      await db
        .update(clubMemberships)
        .set({ role: 'member' })
        .where(and(eq(clubMemberships.clubId, clubId), ne(clubMemberships.userId, userId)))
    }
    const requests = ids(clubsOf.requested).map((clubId) => ({
      clubId,
      userId,
      schoolId: school.id,
    }))
    if (requests.length > 0) await db.insert(clubJoinRequests).values(requests)
  }
}
