// On PostgreSQL (with TEST_DATABASE_URL): the seed is the same SQL on both engines, and its run
// on PGlite is demo-dump.test.ts's (the dump npm install makes and npm start loads).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { memoryStorage } from '../platform/files/memory-storage.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { seedDemo } from './demo-seed.ts'
import { RECORDS_PROFILES } from './demo-sis-catalogue.ts'
import { writeStudentRecords } from './demo-sis-write.ts'
import { seedDemoStudentRecords } from './demo-student-records.ts'

/*
 * The demo's student-records feed (issue 17 "Demo data for every screen"): terms around
 * today, sections with meetings, every student's classes, bills and holds, Maya's clash,
 * bill and hold, and that seeding again changes nothing.
 */

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  expect(await seedDemo(database.db, memoryStorage(), 40)).toBe(true)
})
afterAll(async () => {
  await database.drop()
})

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<Row & Record<string, unknown>>(query)).rows

/** The term holding today, per school. */
const CURRENT = sql`t.starts_on <= current_date AND t.ends_on >= current_date`

it('gives each school a current and a previous term, ~25 sections with meetings, in its zone', async () => {
  const schools = await rows<Record<string, string | number>>(
    sql`SELECT s.code,
          (SELECT count(*)::int FROM sis_terms t WHERE t.school_id = s.id) AS terms,
          (SELECT count(*)::int FROM sis_terms t WHERE t.school_id = s.id AND ${CURRENT}) AS current,
          (SELECT max(t.ends_on)::text FROM sis_terms t WHERE t.school_id = s.id AND NOT (${CURRENT})) AS "previousEnds",
          (SELECT count(*)::int FROM sis_sections x JOIN sis_terms t ON t.id = x.term_id
            WHERE x.school_id = s.id AND ${CURRENT}) AS sections,
          (SELECT count(*)::int FROM sis_sections x WHERE x.school_id = s.id
            AND NOT EXISTS (SELECT 1 FROM sis_meetings m WHERE m.section_id = x.id)) AS "withoutMeetings",
          (SELECT string_agg(DISTINCT m.time_zone, ',') FROM sis_meetings m WHERE m.school_id = s.id) AS zones,
          (SELECT f.currency || ' ' || f.pay_label || ' ' || f.pay_url FROM finance_settings f WHERE f.school_id = s.id) AS pay,
          (SELECT count(*)::int FROM sync_sources y WHERE y.school_id = s.id AND y.source LIKE 'sis:%'
            AND y.scope_user_id IS NULL AND y.last_succeeded_at BETWEEN now() - interval '70 minutes'
            AND now() - interval '50 minutes' AND y.items_seen > 0) AS synced
        FROM schools s ORDER BY s.code`,
  )
  const [demo, north] = schools
  expect(demo).toMatchObject({ code: 'demo', terms: 2, current: 1, withoutMeetings: 0, synced: 6 })
  expect(demo?.['zones']).toBe('America/New_York')
  expect(demo?.['pay']).toBe('USD Pay with Bursar Online https://bursar.demo.edu/example-pay')
  expect(Number(demo?.['sections'])).toBeGreaterThanOrEqual(25)
  expect(String(demo?.['previousEnds']) < new Date().toISOString().slice(0, 10)).toBe(true)
  expect(north).toMatchObject({
    code: 'north',
    terms: 2,
    current: 1,
    withoutMeetings: 0,
    synced: 6,
  })
  expect(north?.['zones']).toBe('Europe/London')
  expect(String(north?.['pay'])).toMatch(/^GBP /)
})

it('enrols every student in four or five sections this term, none clashing with another', async () => {
  const loads = await rows<{ email: string; n: number }>(
    sql`SELECT u.email, count(e.id)::int AS n FROM users u
        LEFT JOIN sis_enrollments e ON e.user_id = u.id AND e.status = 'enrolled'
          AND e.section_id IN (SELECT x.id FROM sis_sections x JOIN sis_terms t ON t.id = x.term_id WHERE ${CURRENT})
        WHERE u.account_type = 'student' GROUP BY u.email`,
  )
  expect(loads.length).toBeGreaterThanOrEqual(80)
  for (const load of loads) {
    expect([4, 5], load.email).toContain(load.n)
  }
  const clashes = await rows<{ email: string }>(
    sql`SELECT DISTINCT u.email FROM sis_enrollments a
        JOIN sis_enrollments b ON b.user_id = a.user_id AND b.section_id > a.section_id
        JOIN sis_meetings ma ON ma.section_id = a.section_id
        JOIN sis_meetings mb ON mb.section_id = b.section_id
        JOIN users u ON u.id = a.user_id
        WHERE ma.days && mb.days AND ma.start_time < mb.end_time AND mb.start_time < ma.end_time`,
  )
  expect(clashes).toEqual([])
})

it('shows Maya a class clashing with the walk she is going to, a bill due in about three weeks, a hold', async () => {
  const [clash] = await rows<{ title: string; course: string }>(
    sql`SELECT ev.title, x.course_code AS course FROM users u
        JOIN event_rsvps r ON r.user_id = u.id AND r.status = 'going'
        JOIN events ev ON ev.id = r.event_id AND NOT ev.all_day AND ev.starts_at > now()
        JOIN sis_enrollments e ON e.user_id = u.id
        JOIN sis_sections x ON x.id = e.section_id
        JOIN sis_meetings m ON m.section_id = x.id
        WHERE u.email = 'student@demo.edu'
          AND m.days @> ARRAY[upper(left(to_char(ev.starts_at AT TIME ZONE m.time_zone, 'Dy'), 2))]
          AND m.start_time < to_char(ev.ends_at AT TIME ZONE m.time_zone, 'HH24:MI')
          AND to_char(ev.starts_at AT TIME ZONE m.time_zone, 'HH24:MI') < m.end_time`,
  )
  expect(clash).toEqual({ title: 'Golden hour photo walk', course: 'ART 216' })
  const [bill] = await rows<{ balance: number; ledger: number; days: number; currency: string }>(
    sql`SELECT b.balance_minor::int AS balance, b.currency, (b.due_on - current_date)::int AS days,
          (SELECT sum(CASE WHEN l.kind = 'charge' THEN l.amount_minor ELSE -l.amount_minor END)::int
            FROM sis_ledger_items l WHERE l.balance_id = b.id) AS ledger
        FROM sis_balances b JOIN users u ON u.id = b.user_id JOIN sis_terms t ON t.id = b.term_id
        WHERE u.email = 'student@demo.edu' AND ${CURRENT}`,
  )
  expect(bill?.currency).toBe('USD')
  expect(bill?.balance).toBeGreaterThan(0)
  expect(bill?.ledger).toBe(bill?.balance)
  expect(bill?.days).toBeGreaterThanOrEqual(18)
  expect(bill?.days).toBeLessThanOrEqual(25)
  const holds = await rows<{ title: string; blocks: string[] }>(
    sql`SELECT h.title, h.blocks FROM sis_holds h JOIN users u ON u.id = h.user_id
        WHERE u.email = 'student@demo.edu' AND h.resolved_on IS NULL`,
  )
  expect(holds).toEqual([{ title: 'Immunization records missing', blocks: ['registration'] }])
})

it('bills many students, every balance its charges less its payments; a few holds, one lifted in each school', async () => {
  const [totals] = await rows<{
    balances: number
    owing: number
    wrong: number
    holds: number
    lifted: number
  }>(
    sql`SELECT count(*)::int AS balances, count(*) FILTER (WHERE b.balance_minor > 0)::int AS owing,
          count(*) FILTER (WHERE b.balance_minor <> (SELECT coalesce(sum(CASE WHEN l.kind = 'charge'
            THEN l.amount_minor ELSE -l.amount_minor END), 0) FROM sis_ledger_items l WHERE l.balance_id = b.id))::int AS wrong,
          (SELECT count(*)::int FROM sis_holds) AS holds,
          (SELECT count(*)::int FROM sis_holds WHERE resolved_on IS NOT NULL) AS lifted
        FROM sis_balances b`,
  )
  expect(totals?.balances).toBeGreaterThan(60)
  expect(totals?.owing).toBeGreaterThan(3)
  expect(totals?.wrong).toBe(0)
  expect(totals?.holds).toBeGreaterThanOrEqual(3)
  expect(totals?.lifted).toBe(2)
})

it('changes nothing when the feed is seeded again', async () => {
  for (const code of ['demo', 'north']) {
    const school = await findSchoolByCode(database.db, code)
    if (!school) throw new Error(`${code} missing`)
    const seed = code === 'demo' ? 1001 + 19 : 2002 + 19
    const again = await seedDemoStudentRecords(database.db, school, new Date(), seed)
    expect(again, code).toMatchObject({ inserted: 0, updated: 0 })
    expect(again.unchanged).toBeGreaterThan(100)
  }
})

it('stops the seed on an item the push refuses, naming the kind, item and field', async () => {
  const school = await findSchoolByCode(database.db, 'demo')
  const profile = RECORDS_PROFILES['demo']
  if (!school || !profile) throw new Error('demo missing')
  const batch = {
    terms: [{ externalId: 'BAD', name: 'Backwards', startsOn: '2026-09-01', endsOn: '2026-08-01' }],
    courses: [],
    meetings: [],
    enrollments: [],
    balances: [],
    holds: [],
  }
  await expect(
    writeStudentRecords(database.db, school, profile, batch, new Date()),
  ).rejects.toThrow('demo SIS: terms item 0, endsOn: must not be before startsOn')
  const [written] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sis_terms WHERE external_id = 'BAD'`,
  )
  expect(written?.n).toBe(0)
})
