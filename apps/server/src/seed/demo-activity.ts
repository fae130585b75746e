import type { Faker } from '@faker-js/faker'
import type { DbOrTx } from '../platform/db/database.ts'
import { dailyActivity } from '../platform/db/activity-schema.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import type { StudentBuild } from './factories.ts'

/** Days of history the demo gives the admin overview (its longest range is 90). */
const DEMO_ACTIVITY_DAYS = 120
const DAY_MS = 86_400_000

/**
 * Who was active on each of the last months' days (issue 14 item 5), so the admin
 * overview has a history to show: about a third of the students on a weekday, fewer at
 * weekends, a little more each week as the term goes on.
 */
export async function seedDemoActivity(
  tx: DbOrTx,
  school: School,
  userIds: number[],
  faker: Faker,
): Promise<void> {
  const rows: (typeof dailyActivity.$inferInsert)[] = []
  const today = Date.parse(new Date().toISOString().slice(0, 10))
  for (let ago = DEMO_ACTIVITY_DAYS; ago >= 1; ago--) {
    const day = new Date(today - ago * DAY_MS)
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
    const share = (weekend ? 0.12 : 0.3) + (DEMO_ACTIVITY_DAYS - ago) * 0.0006
    for (const userId of userIds) {
      if (faker.number.float() < share) {
        rows.push({ schoolId: school.id, userId, day: day.toISOString().slice(0, 10) })
      }
    }
  }
  for (let start = 0; start < rows.length; start += 5000) {
    await tx.insert(dailyActivity).values(rows.slice(start, start + 5000))
  }
}

/** How far before the activity history the demo's students joined: up to two years. */
const JOINED_SPREAD_DAYS = 730

/**
 * When each seeded student joined (issue 30 bug 7: "Joined Nov 24 · Last active Nov 18"):
 * before the first day of the activity history, spread over the two years before it by
 * their place in the list, so no one was active before they joined and no faker draw
 * changes the rest of the seed.
 */
export function joinedBeforeActivity(builds: StudentBuild[], now = new Date()): StudentBuild[] {
  const firstDay = Date.parse(now.toISOString().slice(0, 10)) - DEMO_ACTIVITY_DAYS * DAY_MS
  return builds.map((build, index) => {
    const daysBefore = 1 + ((index * 37) % JOINED_SPREAD_DAYS)
    const timeOfDay = ((index * 7919) % 86_400) * 1000
    const createdAt = new Date(firstDay - daysBefore * DAY_MS + timeOfDay)
    return { ...build, user: { createdAt, ...build.user } }
  })
}
