import type { Faker } from '@faker-js/faker'
import { ExperienceKind } from '@quad/shared'
import type { DbOrTx } from '../platform/db/database.ts'
import { connections } from '../db/schema/connections.ts'
import { notifications } from '../db/schema/notifications.ts'
import { badges } from '../db/schema/badges.ts'
import { experiences } from '../db/schema/profiles.ts'
import type { School } from '../platform/tenancy/schools.service.ts'

const BADGE_NAMES = [
  'Orientation Leader',
  'Dean’s List',
  'Hackathon Winner',
  'Peer Tutor',
  'Volunteer 50h',
  'Club Founder',
  'Research Assistant',
  'Varsity Athlete',
  'Study Abroad',
  'Mentor',
  'Library Champion',
  'Sustainability Pledge',
  'Debate Finalist',
  'Open Mic Star',
  'Career Fair Explorer',
  'First-Year Guide',
  'Lab Safety',
  'Community Builder',
  'Photography Award',
  'Language Exchange',
  'Team Captain',
  'Scholarship Recipient',
  'Startup Weekend',
  'Choir Member',
  'Chess Champion',
]

/**
 * Badges, experience entries and connections for the demo school (api.md "Demo
 * seed"). The first student (student@demo.edu) gets 25 badges (spec 9: 20 show,
 * then See More), 14 connections, 3 requests received and 2 sent; the second
 * (friend@demo.edu) stays unconnected to the first.
 */
export async function seedDemoExtras(db: DbOrTx, school: School, userIds: number[], faker: Faker) {
  const [student, friend, ...others] = userIds
  if (student === undefined || friend === undefined) return
  // Badges and past jobs lead up to today, whenever the demo is seeded.
  const now = new Date()
  const badgeRows = userIds.flatMap((userId, index) => {
    const count =
      index === 0
        ? 25
        : faker.helpers.weightedArrayElement([
            { weight: 5, value: 0 },
            { weight: 4, value: 2 },
            { weight: 1, value: 6 },
          ])
    return faker.helpers.arrayElements(BADGE_NAMES, count).map((name) => ({
      schoolId: school.id,
      userId,
      name,
      iconUrl: `/media/badges/${encodeURIComponent(name.replace(/[^\p{L} -]/gu, ''))}.svg`,
      awardedAt: faker.date.past({ years: 3, refDate: now }),
    }))
  })
  if (badgeRows.length > 0) await db.insert(badges).values(badgeRows)
  // Kinds in turn, not drawn: a draw would move every later value of the seed.
  let made = 0
  const experienceRows = userIds.flatMap((userId) =>
    Array.from({ length: faker.number.int({ min: 0, max: 3 }) }, () => {
      const start = faker.date.past({ years: 4, refDate: now })
      return {
        schoolId: school.id,
        userId,
        kind: ExperienceKind.options[made++ % ExperienceKind.options.length],
        title: faker.person.jobTitle(),
        organization: faker.company.name(),
        startDate: start.toISOString().slice(0, 10),
        endDate: faker.datatype.boolean()
          ? null
          : faker.date.soon({ days: 300, refDate: start }).toISOString().slice(0, 10),
        description: faker.lorem.sentence(),
      }
    }),
  )
  if (experienceRows.length > 0) await db.insert(experiences).values(experienceRows)
  const pick = others.slice(0, 19)
  const connectionRows = pick.map((otherId, i) => {
    if (i < 14)
      return { schoolId: school.id, requesterId: otherId, addresseeId: student, status: 'accepted' }
    if (i < 17)
      return { schoolId: school.id, requesterId: otherId, addresseeId: student, status: 'pending' }
    return { schoolId: school.id, requesterId: student, addresseeId: otherId, status: 'pending' }
  })
  if (connectionRows.length > 0) await db.insert(connections).values(connectionRows)
  await seedDemoNotifications(db, school, student, pick)
}

/**
 * The bell's history: each request the demo student received is an unread item; some of
 * her accepted connections left an older, read "accepted" item (issue 7: realistic data).
 */
async function seedDemoNotifications(db: DbOrTx, school: School, student: number, pick: number[]) {
  const day = 24 * 60 * 60 * 1000
  const now = Date.now()
  const rows = pick.flatMap((actorId, i): (typeof notifications.$inferInsert)[] => {
    const base = {
      schoolId: school.id,
      userId: student,
      actorId,
      category: 'general',
      setting: 'connectionRequests',
    }
    if (i >= 14 && i < 17) {
      const at = new Date(now - (i - 13) * 5 * 60 * 60 * 1000)
      return [
        {
          ...base,
          type: 'connection_request',
          payload: { note: null },
          createdAt: at,
          updatedAt: at,
        },
      ]
    }
    if (i < 5) {
      const at = new Date(now - (i + 2) * day)
      return [
        {
          ...base,
          type: 'connection_accepted',
          payload: {},
          createdAt: at,
          updatedAt: at,
          readAt: at,
        },
      ]
    }
    return []
  })
  if (rows.length > 0) await db.insert(notifications).values(rows)
}
