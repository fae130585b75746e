// @engines both: the rollup's SQL (lateral probes, filtered sums) runs on each engine
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, type OverviewBucket } from '@quad/shared'
import { chatConversations, chatMessages } from '../../db/schema/chat.ts'
import { clubMemberships } from '../../db/schema/clubs.ts'
import { connections } from '../../db/schema/connections.ts'
import { dailyActivity } from '../../platform/db/activity-schema.ts'
import { reports } from '../../platform/db/policies-schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { buildClub, insertClubs, insertMemberships } from '../../seed/club-factories.ts'
import { buildStudent, createFaker, insertSchool, insertStudents } from '../../seed/factories.ts'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { seededRandom } from '../../test/seeded-random.ts'
import { schoolOverview } from './overview.service.ts'
import { rawMeasures } from './raw-overview.ts'
import { ClosedDaysCache } from './closed-days-cache.ts'
import { lastClosedDay, refreshSchool, rollUpAllSchools, rollUpSchool } from './rollup.service.ts'

/**
 * Decision 073: the rollup answers exactly what the raw counts of decision 033 answer, for
 * ranges read from the rollup, counted live, or both, by day and by week.
 */
let database: TestDatabase
let school: School
let other: School
const random = seededRandom(73)
const FIRST = '2026-03-01'
const LAST = '2026-08-31'
/** A moment on day `day` (UTC), at a seeded time. */
const during = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + random() * 86_400_000)
const days = (from: string, to: string) => {
  const all: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) all.push(day)
  return all
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T

async function seedSchool(target: School, students: number): Promise<void> {
  const db = database.db
  const faker = createFaker(target.id)
  const ids = await insertStudents(
    db,
    target,
    Array.from({ length: students }, () => buildStudent(faker, 'not-a-hash')),
  )
  // Each student has their own habit, from daily to a few times a term.
  const activity = ids.flatMap((userId) => {
    const rate = pick([0.9, 0.5, 0.2, 0.05, 0.01])
    return days(FIRST, LAST)
      .filter(() => random() < rate)
      .map((day) => ({ schoolId: target.id, userId, day, createdAt: during(day) }))
  })
  // Someone last active more than a year before: counted as new in any span.
  const longAgo = '2025-02-01'
  activity.push({
    schoolId: target.id,
    userId: ids[0] ?? 0,
    day: longAgo,
    createdAt: during(longAgo),
  })
  for (let i = 0; i < activity.length; i += 2000) {
    await db
      .insert(dailyActivity)
      .values(activity.slice(i, i + 2000))
      .onConflictDoNothing()
  }
  const [conversation] = await db
    .insert(chatConversations)
    .values({ schoolId: target.id, kind: 'group', name: 'All', createdBy: ids[0] ?? 0 })
    .returning({ id: chatConversations.id })
  await db.insert(chatMessages).values(
    Array.from({ length: 400 }, (_, i) => ({
      conversationId: conversation?.id ?? 0,
      schoolId: target.id,
      senderId: pick(ids),
      clientId: `m${i}`,
      body: 'hello',
      createdAt: during(pick(days(FIRST, LAST))),
    })),
  )
  await db.insert(connections).values(
    ids.slice(1).map((id, i) => ({
      schoolId: target.id,
      requesterId: ids[0] ?? 0,
      addresseeId: id,
      status: i % 3 === 0 ? 'pending' : 'accepted',
      updatedAt: during(pick(days(FIRST, LAST))),
    })),
  )
  const clubs = await insertClubs(db, target, [buildClub(faker), buildClub(faker)])
  await insertMemberships(
    db,
    target,
    clubs.flatMap((club) =>
      ids
        .filter(() => random() < 0.5)
        .map((userId) => ({
          clubId: club.id,
          userId,
          joinedAt: during(pick(days(FIRST, LAST))),
        })),
    ),
  )
  await db.insert(reports).values(
    ids.slice(0, 20).map((reporterId, i) => ({
      schoolId: target.id,
      subjectType: 'chat_message',
      subjectId: String(i),
      reporterId,
      reason: 'spam',
      createdAt: during(pick(days(FIRST, LAST))),
    })),
  )
}

beforeAll(async () => {
  database = await createTestDatabase()
  school = await insertSchool(database.db, { code: 'roll', name: 'Rollup' })
  other = await insertSchool(database.db, { code: 'rollx', name: 'Elsewhere' })
  await seedSchool(school, 60)
  await seedSchool(other, 10)
}, 120_000)

afterAll(async () => {
  await database.drop()
})

const RANGES: [string, string, OverviewBucket][] = [
  ['2026-06-01', '2026-06-30', 'day'],
  ['2026-06-03', '2026-07-28', 'week'],
  ['2026-07-10', '2026-07-20', 'day'],
  ['2026-03-01', '2026-08-31', 'week'],
  ['2025-09-01', '2026-08-31', 'week'],
  ['2025-09-01', '2026-08-31', 'day'],
  ['2026-08-20', '2026-11-01', 'week'],
]

/** One for the whole file: an answer kept from before the job wrote closed days would fail. */
const cache = new ClosedDaysCache()

/** Every range's answer, the rollup's beside the raw count's: counted, then from the cache. */
async function compareAll(target: School): Promise<void> {
  for (const [from, to, bucket] of RANGES) {
    const query = { from, to, bucket }
    const raw = await rawMeasures(database.db, target.id, query)
    for (const pass of ['counted', 'cached']) {
      const answer = await schoolOverview(database.db, target.id, query, cache)
      expect(answer.measures, `${from}..${to} by ${bucket}, ${pass}`).toEqual(raw)
    }
  }
}

/** People the rollup holds for `day` (its row of the shortest gap), and `daily_activity`'s. */
async function activeOn(target: School, day: string) {
  const { rows } = await database.db.execute<{ stored: number; raw: number }>(sql`select
      coalesce((select n from overview_active_gaps where school_id = ${target.id}
        and day = ${day} order by gap limit 1), 0)::int as stored,
      (select count(*) from daily_activity where school_id = ${target.id}
        and day = ${day})::int as raw`)
  return rows[0]
}

describe('the overview rollup', () => {
  it('answers as the raw counts before the job has run (everything live)', async () => {
    await compareAll(school)
  })

  it('answers as the raw counts with closed days rolled up and later days live', async () => {
    // Through mid-July: ranges before it are read, ranges after counted, some both.
    await rollUpSchool(database.db, school.id, '2026-07-14')
    const [state] = await database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from overview_active_gaps where school_id = ${school.id}`,
      )
      .then((r) => r.rows)
    expect(state?.n).toBeGreaterThan(0)
    await compareAll(school)
  })

  it('counts the rows written after the job stored the open day', async () => {
    // At noon on the last day: closed through the day before, the last day stored as far
    // as its rows written by 11:50; the rest of it is counted live.
    await rollUpAllSchools(database.db, new Date('2026-08-31T12:00:00Z'))
    const partly = await activeOn(school, LAST)
    expect(partly?.stored).toBeGreaterThan(0)
    expect(partly?.stored).toBeLessThan(partly?.raw ?? 0)
    await compareAll(school)
    await compareAll(other)
    // After the run: people active for the first time that day, and a message.
    const db = database.db
    const late = new Date('2026-08-31T12:30:00Z')
    const { rows } = await db.execute<{ id: number }>(sql`select id from users
      where school_id = ${school.id} and id not in (select user_id from daily_activity
        where day = ${LAST}) order by id limit 5`)
    expect(rows.length).toBeGreaterThan(0)
    await db.insert(dailyActivity).values(
      rows.map(({ id }) => ({
        schoolId: school.id,
        userId: Number(id),
        day: LAST,
        createdAt: late,
      })),
    )
    const [conversation] = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(eq(chatConversations.schoolId, school.id))
    await db.insert(chatMessages).values({
      conversationId: conversation?.id ?? 0,
      schoolId: school.id,
      senderId: Number(rows[0]?.id),
      clientId: 'late',
      body: 'after the job',
      createdAt: late,
    })
    expect((await activeOn(school, LAST))?.stored).toBe(partly?.stored)
    await compareAll(school)
  })

  it('answers as the raw counts once every school is rolled up by the job', async () => {
    await rollUpAllSchools(database.db, new Date('2026-09-02T00:20:00Z'))
    await compareAll(school)
    await compareAll(other)
  })

  it('counts rows deleted after their day closed once the nightly refresh has run', async () => {
    const db = database.db
    const [member] = await db
      .select()
      .from(clubMemberships)
      .where(eq(clubMemberships.schoolId, school.id))
      .limit(1)
    await db
      .delete(clubMemberships)
      .where(
        and(
          eq(clubMemberships.clubId, member?.clubId ?? 0),
          eq(clubMemberships.userId, member?.userId ?? 0),
        ),
      )
    // An erased account's days go with it (decision 058).
    const [active] = await db
      .select()
      .from(dailyActivity)
      .where(and(eq(dailyActivity.schoolId, school.id), eq(dailyActivity.day, '2026-06-10')))
      .limit(1)
    await db.delete(dailyActivity).where(eq(dailyActivity.userId, active?.userId ?? 0))
    await refreshSchool(db, school.id, '2025-01-01')
    await compareAll(school)
  })

  it('closes a day ten minutes after it ends', () => {
    expect(lastClosedDay(new Date('2026-09-02T00:05:00Z'))).toBe('2026-08-31')
    expect(lastClosedDay(new Date('2026-09-02T00:15:00Z'))).toBe('2026-09-01')
  })
})
