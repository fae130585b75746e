import type { BadgeDefinitionInput } from '@quad/shared'
import { BadgeDefinitionInput as Input } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { badgeDefinitions, leaderboardOptIns } from '../db/schema/badges.ts'
import { sweepBatch } from '../features/badges/award.service.ts'
import { evaluatorsOf } from '../features/badges/criteria.ts'

/** The demo school's badges (issue 36 item 3): each earned by what the demo's data holds. */
const DEMO_BADGES: BadgeDefinitionInput[] = [
  {
    name: 'First check-in',
    description: 'Checked in at a campus event for the first time.',
    icon: 'calendar',
    points: 10,
    criterion: { kind: 'events_attended', count: 1 },
  },
  {
    name: 'Regular',
    description: 'Checked in at five events.',
    icon: 'star',
    points: 25,
    criterion: { kind: 'events_attended', count: 5 },
  },
  {
    name: 'Arts lover',
    description: 'Checked in at two arts events.',
    icon: 'trophy',
    points: 15,
    criterion: { kind: 'events_attended', count: 2, category: 'arts' },
  },
  {
    name: 'Club officer',
    description: 'Served as an officer of a club.',
    icon: 'shield',
    points: 30,
    criterion: { kind: 'officer' },
  },
  {
    name: 'Joiner',
    description: 'A member of three clubs.',
    icon: 'people',
    points: 15,
    criterion: { kind: 'clubs_joined', count: 3 },
  },
]

/**
 * Defines the demo's badges and awards them to every student the seeded check-ins and
 * memberships already qualify, as a new definition's sweep does, but untold (history, not
 * news); `optedIn` students show on the leaderboards. Draws nothing: the rest of the seed
 * stays as it was.
 */
export async function seedDemoBadges(tx: DbOrTx, school: School, optedIn: readonly number[]) {
  const deps = { outbox: null, evaluators: evaluatorsOf([]) }
  for (const badge of DEMO_BADGES) {
    const [definition] = await tx
      .insert(badgeDefinitions)
      .values({ schoolId: school.id, ...Input.parse(badge) })
      .returning()
    if (!definition) continue
    let after: number | null = 0
    while (after !== null) after = await sweepBatch(tx, deps, school, definition, after)
  }
  if (optedIn.length > 0) {
    await tx
      .insert(leaderboardOptIns)
      .values(optedIn.map((userId) => ({ userId, schoolId: school.id })))
  }
}
