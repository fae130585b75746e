// On PostgreSQL (with TEST_DATABASE_URL): the seed is the same SQL on both engines, and its run
// on PGlite is demo-dump.test.ts's (the dump npm install makes and npm start loads).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts'
import { authenticate } from '../platform/auth/sessions.service.ts'
import { presentSchool } from '../features/schools/school-presenter.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { recommendationsFor } from '../features/events/recommendations.service.ts'
import { seedBench } from './bench-seed.ts'
import { graduatingClass, STUDY_YEARS } from './class-years.ts'
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts'
import { memoryStorage } from '../platform/files/memory-storage.ts'

let database: TestDatabase
const storage = memoryStorage()
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.drop()
})

it('seeds two schools with the named accounts and realistic students, once', async () => {
  expect(await seedDemo(database.db, storage, 40)).toBe(true)
  const demo = await findSchoolByCode(database.db, 'demo')
  const north = await findSchoolByCode(database.db, 'north')
  expect(demo).toMatchObject({ topBarBgColor: '005fbf', connectEnabled: true })
  expect(north?.connectEnabled).toBe(false)
  // Issue 30 bug 4: the demo's events and classes are New York's, and so are its schools.
  expect([demo?.timeZone, north?.timeZone]).toEqual(['America/New_York', 'America/New_York'])
  if (!demo || !north) throw new Error('schools missing')
  const demoAccounts = ['student@demo.edu', 'friend@demo.edu', 'amara@demo.edu']
  for (const email of [...demoAccounts, 'moderator@demo.edu', 'admin@demo.edu']) {
    expect(await authenticate(database.db, demo, email, DEMO_PASSWORD)).not.toBeNull()
  }
  expect(await authenticate(database.db, north, 'student@north.edu', DEMO_PASSWORD)).not.toBeNull()
  expect(await authenticate(database.db, north, 'student@demo.edu', DEMO_PASSWORD)).toBeNull()
  const roles = await database.db.execute(
    sql`SELECT u.email, r.role, u.account_type AS type FROM user_roles r
        JOIN users u ON u.id = r.user_id ORDER BY u.email`,
  )
  expect(roles.rows).toEqual([
    { email: 'admin@demo.edu', role: 'school_admin', type: 'staff' },
    { email: 'moderator@demo.edu', role: 'moderator', type: 'staff' },
    { email: 'staff@demo.edu', role: 'staff', type: 'staff' },
    // North College's feed has someone to write it (issue 16).
    { email: 'staff@north.edu', role: 'staff', type: 'staff' },
  ])
  const counts = await database.db.execute(
    sql`SELECT s.code, count(p.user_id)::int AS n, count(u.photo_url)::int AS photos
        FROM schools s JOIN users u ON u.school_id = s.id JOIN profiles p ON p.user_id = u.id
        GROUP BY s.code ORDER BY s.code`,
  )
  expect(counts.rows).toEqual([
    // 40 + 2 named + 3 for the notifications e2e + 3 with school roles (decision 024)
    // + 3 for the events journey e2e + 1 for the badges e2e + 3 for the elections and
    // budgets e2e;
    // North: 40 + 1 named + its staff.
    { code: 'demo', n: 55, photos: expect.any(Number) },
    { code: 'north', n: 42, photos: expect.any(Number) },
  ])
  // The admin overview's history (issue 14 item 5): people active on most recent days.
  const activity = await database.db.execute(
    sql`SELECT count(distinct day)::int AS days FROM daily_activity a
        JOIN schools s ON s.id = a.school_id
        WHERE s.code = 'demo' AND day >= (now() at time zone 'utc')::date - 30`,
  )
  expect(activity.rows[0]).toMatchObject({ days: expect.any(Number) })
  expect((activity.rows[0] as { days: number }).days).toBeGreaterThanOrEqual(28)
  // Issue 30 bug 7 ("Joined Nov 24 · Last active Nov 18"): nobody was active before joining.
  const activeBeforeJoining = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM users u WHERE EXISTS (
          SELECT 1 FROM daily_activity a WHERE a.user_id = u.id AND a.day < u.created_at::date)`,
  )
  expect(activeBeforeJoining.rows[0]).toEqual({ n: 0 })
  // The moderator's queue is not empty (issue 14 item 4): two open reports on profiles.
  const reports = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM reports r JOIN schools s ON s.id = r.school_id
        WHERE s.code = 'demo' AND r.status = 'open' AND r.subject_type = 'profile'`,
  )
  expect(reports.rows[0]).toEqual({ n: 2 })
  // Clubs with generated art and memberships; Maya is an officer of two and in three more.
  const clubs = await database.db.execute(
    sql`SELECT s.code, count(distinct c.id)::int AS clubs, count(m.user_id)::int AS memberships,
          count(distinct c.id) filter (where c.logo_url like '/media/clubs/%')::int AS logos
        FROM schools s JOIN clubs c ON c.school_id = s.id
        LEFT JOIN club_memberships m ON m.club_id = c.id
        GROUP BY s.code ORDER BY s.code`,
  )
  expect(clubs.rows).toEqual([
    { code: 'demo', clubs: 14, memberships: expect.any(Number), logos: 14 },
    { code: 'north', clubs: 6, memberships: expect.any(Number), logos: 6 },
  ])
  const maya = await database.db.execute(
    sql`SELECT c.name, m.role FROM club_memberships m JOIN clubs c ON c.id = m.club_id
        JOIN users u ON u.id = m.user_id WHERE u.email = 'student@demo.edu' ORDER BY c.name`,
  )
  expect(maya.rows).toEqual([
    { name: 'Chess Club', role: 'member' },
    { name: 'Debate Society', role: 'member' },
    { name: 'Film Society', role: 'officer' },
    { name: 'Hiking & Outdoors Club', role: 'member' },
    { name: 'Photography Club', role: 'officer' },
  ])
  // Maya alone runs the closed Film Society, and Jonah waits for her (issue 14).
  const film = await database.db.execute(
    sql`SELECT c.closed_membership AS closed,
          (SELECT count(*)::int FROM club_memberships m WHERE m.club_id = c.id AND m.role = 'officer') AS officers,
          (SELECT u.email FROM club_join_requests r JOIN users u ON u.id = r.user_id WHERE r.club_id = c.id) AS requester
        FROM clubs c WHERE c.name = 'Film Society'`,
  )
  expect(film.rows).toEqual([{ closed: true, officers: 1, requester: 'friend@demo.edu' }])
  // Every club has officers to hear about new members.
  const officerless = await database.db.execute(
    sql`SELECT c.name FROM clubs c WHERE NOT EXISTS (SELECT 1 FROM club_memberships m
        WHERE m.club_id = c.id AND m.role = 'officer')`,
  )
  expect(officerless.rows).toEqual([])
  // Never twice: a database that holds data is left alone.
  expect(await seedDemo(database.db, storage, 40)).toBe(false)
})

it('gives the demo school transcript categories and outcomes, and the student an approved and a waiting activity', async () => {
  const demo = await findSchoolByCode(database.db, 'demo')
  if (!demo) throw new Error('no demo school')
  const { rows } = await database.db.execute<{ title: string; status: string; category: string }>(
    sql`SELECT e.title, e.status, c.name AS category
        FROM transcript_entries e JOIN users u ON u.id = e.user_id
        JOIN transcript_terms c ON c.id = e.category_id
        WHERE u.email = 'student@demo.edu' AND e.school_id = ${demo.id} ORDER BY e.status`,
  )
  expect(rows.map((row) => [row.category, row.status])).toEqual([
    ['Volunteering', 'approved'],
    ['Leadership', 'pending'],
  ])
  const terms = await database.db.execute<{ kind: string; n: number }>(
    sql`SELECT kind, count(*)::int AS n FROM transcript_terms WHERE school_id = ${demo.id}
        GROUP BY kind ORDER BY kind`,
  )
  expect(terms.rows).toEqual([
    { kind: 'category', n: 4 },
    { kind: 'outcome', n: 4 },
  ])
})

it('gives the Photography Club a survey its members answered, and the school an anonymous one Maya may still answer', async () => {
  const demo = await findSchoolByCode(database.db, 'demo')
  if (!demo) throw new Error('no demo school')
  const { rows } = await database.db.execute<{
    title: string
    anonymous: boolean
    count: number
    answers: number
    named: number
    maya: number
    members: number
  }>(
    sql`SELECT f.title, f.anonymous, f.response_count AS count,
          (SELECT count(*)::int FROM form_responses r WHERE r.form_id = f.id) AS answers,
          (SELECT count(r.user_id)::int FROM form_responses r WHERE r.form_id = f.id) AS named,
          (SELECT count(*)::int FROM form_respondents p JOIN users u ON u.id = p.user_id
            WHERE p.form_id = f.id AND u.email = 'student@demo.edu') AS maya,
          (SELECT least(count(*), 14)::int FROM club_memberships m
            WHERE m.club_id = f.club_id AND m.role <> 'officer') AS members
        FROM forms f WHERE f.school_id = ${demo.id} AND f.status = 'open' ORDER BY f.title`,
  )
  expect(rows).toEqual([
    {
      title: 'Campus dining survey',
      anonymous: true,
      count: expect.any(Number),
      answers: expect.any(Number),
      named: 0,
      maya: 0,
      members: 0,
    },
    {
      title: 'Photo walks: how did they go?',
      anonymous: false,
      count: expect.any(Number),
      answers: expect.any(Number),
      named: expect.any(Number),
      maya: 0,
      members: expect.any(Number),
    },
  ])
  const [dining, walks] = rows
  expect(dining?.count).toBeGreaterThan(5)
  expect(dining?.answers).toBe(dining?.count)
  // Every member but its officer answered (up to fourteen), by name.
  expect([walks?.answers, walks?.named]).toEqual([walks?.members, walks?.members])
  expect(walks?.count).toBe(walks?.members)
})

it('awards the demo’s badges as its check-ins, officers and memberships earn them, in this term', async () => {
  const demo = await findSchoolByCode(database.db, 'demo')
  if (!demo) throw new Error('no demo school')
  const { rows } = await database.db.execute<{ email: string; badges: string[] }>(
    sql`SELECT u.email, array_agg(b.name ORDER BY b.name) AS badges
        FROM badges b JOIN users u ON u.id = b.user_id
        WHERE b.definition_id IS NOT NULL AND u.email IN ('student@demo.edu', 'sam@demo.edu')
        GROUP BY u.email`,
  )
  // Maya is the Photography Club's officer; Sam (the badges e2e) has not checked in anywhere.
  expect(rows.find((row) => row.email === 'student@demo.edu')?.badges).toContain('Club officer')
  expect(rows.find((row) => row.email === 'sam@demo.edu')).toBeUndefined()
  const checkedIn = await database.db.execute<{ n: number; awarded: number }>(
    sql`SELECT
          (SELECT count(DISTINCT user_id)::int FROM event_rsvps
            WHERE school_id = ${demo.id} AND checked_in_at IS NOT NULL) AS n,
          (SELECT count(*)::int FROM badges b JOIN badge_definitions d ON d.id = b.definition_id
            WHERE d.school_id = ${demo.id} AND d.name = 'First check-in') AS awarded`,
  )
  expect(checkedIn.rows[0]?.awarded).toBe(checkedIn.rows[0]?.n)
  const terms = await database.db.execute<{ term_key: string }>(
    sql`SELECT DISTINCT term_key FROM badge_points WHERE school_id = ${demo.id}`,
  )
  expect(terms.rows).toHaveLength(1)
})

it('seeds a term of events: club and school events, a series, answers with counts that agree', async () => {
  const perSchool = await database.db.execute<Record<string, number | string>>(
    sql`SELECT s.code, count(*)::int AS events,
          count(*) filter (where e.club_id is null)::int AS school,
          count(*) filter (where e.status = 'cancelled')::int AS cancelled,
          count(*) filter (where e.status = 'draft')::int AS drafts,
          count(*) filter (where e.all_day and e.ends_at - e.starts_at > interval '1 day')::int AS multiday,
          count(distinct e.series_id)::int AS series,
          count(*) filter (where e.starts_at < now() - interval '14 days')::int AS past,
          count(*) filter (where e.starts_at > now() + interval '60 days')::int AS late
        FROM events e JOIN schools s ON s.id = e.school_id GROUP BY s.code ORDER BY s.code`,
  )
  for (const row of perSchool.rows) {
    expect(row, String(row['code'])).toMatchObject({ cancelled: 1, drafts: 1, multiday: 2 })
    for (const key of ['school', 'series', 'past', 'late']) {
      expect(Number(row[key]), `${row['code']} ${key}`).toBeGreaterThan(0)
    }
  }
  // Each active club puts on two to eight events besides its weekly meeting.
  const perClub = await database.db.execute<{ name: string; n: number }>(
    sql`SELECT c.name, count(e.id)::int AS n FROM clubs c
        LEFT JOIN events e ON e.club_id = c.id AND e.series_id IS NULL
        WHERE c.status = 'active' GROUP BY c.name`,
  )
  for (const { name, n } of perClub.rows) {
    expect(n, name).toBeGreaterThanOrEqual(2)
    expect(n, name).toBeLessThanOrEqual(8)
  }
  // The counts agree with the answers; nobody is over capacity; check-ins are past and going.
  const mismatched = await database.db.execute(
    sql`SELECT e.title FROM events e WHERE e.going_count <> (SELECT count(*) FROM event_rsvps r
          WHERE r.event_id = e.id AND r.status = 'going')
        OR e.waitlist_count <> (SELECT count(*) FROM event_rsvps r
          WHERE r.event_id = e.id AND r.status = 'waitlisted')
        OR e.going_count > coalesce(e.capacity, e.going_count)`,
  )
  expect(mismatched.rows).toEqual([])
  const badCheckIns = await database.db.execute(
    sql`SELECT 1 FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE r.checked_in_at IS NOT NULL AND (r.status <> 'going' OR e.starts_at > now())`,
  )
  expect(badCheckIns.rows).toEqual([])
  const answers = await database.db.execute<{ status: string; codes: number; n: number }>(
    sql`SELECT status, count(*)::int AS n,
          count(*) filter (where ticket_code ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$')::int AS codes
        FROM event_rsvps GROUP BY status ORDER BY status`,
  )
  for (const row of answers.rows) expect(row.codes, row.status).toBe(row.n)
  expect(answers.rows.map((row) => row.status)).toEqual(['going', 'interested', 'waitlisted'])
  // Decision 113: everyone going or waiting answered the events' required questions.
  const unanswered = await database.db.execute<{ title: string }>(
    sql`SELECT e.title FROM event_rsvps r JOIN events e ON e.id = r.event_id,
          jsonb_array_elements(e.questions) q
        WHERE r.status IN ('going', 'waitlisted') AND (q->>'required')::boolean
          AND NOT coalesce(r.answers ? (q->>'id'), false)`,
  )
  expect(unanswered.rows).toEqual([])
  const workshop = await database.db.execute<{ answered: number }>(
    sql`SELECT count(*) filter (where r.answers ? 'portraits')::int AS answered
        FROM event_rsvps r JOIN events e ON e.id = r.event_id
        WHERE e.title = 'Portrait lighting workshop' AND r.status IN ('going', 'waitlisted')`,
  )
  expect(workshop.rows[0]?.answered).toBeGreaterThan(0)
  // Maya's club has upcoming events, one with places where her connections are going.
  const maya = await database.db.execute<{
    title: string
    capacity: number | null
    friends: number
  }>(
    sql`SELECT e.title, e.capacity, (SELECT count(*)::int FROM event_rsvps r JOIN connections c
          ON c.status = 'accepted' AND r.user_id IN (c.requester_id, c.addressee_id)
          AND u.id IN (c.requester_id, c.addressee_id) AND r.user_id <> u.id
          WHERE r.event_id = e.id AND r.status = 'going') AS friends
        FROM events e JOIN clubs k ON k.id = e.club_id JOIN users u ON u.email = 'student@demo.edu'
        WHERE k.name = 'Photography Club' AND e.status = 'published' AND e.starts_at > now()
        ORDER BY e.starts_at`,
  )
  expect(maya.rows.length).toBeGreaterThanOrEqual(3)
  expect(maya.rows.some((row) => row.capacity !== null && row.friends >= 4)).toBe(true)
  // Jonah has something recommended, and is told why.
  const [jonah] = (
    await database.db.execute<{ id: number; school: number }>(
      sql`SELECT id, school_id AS school FROM users WHERE email = 'friend@demo.edu'`,
    )
  ).rows
  if (!jonah) throw new Error('Jonah missing')
  const actor = { userId: Number(jonah.id), schoolId: jonah.school, roles: [], operator: false }
  const { results } = await recommendationsFor(database.db, actor)
  expect(results.length).toBeGreaterThan(0)
})

it("seeds both schools' menu links on their own domain, and the demo school's hubs", async () => {
  for (const [code, domain] of [
    ['demo', 'demo.edu'],
    ['north', 'north.edu'],
  ] as const) {
    const school = await findSchoolByCode(database.db, code)
    if (!school) throw new Error(`${code} missing`)
    const { menu_links: links, hubs } = presentSchool(school)
    const urls = Object.values(links).map((href) => new URL(href))
    expect(urls.length, code).toBeGreaterThanOrEqual(5)
    for (const url of urls) {
      expect(url.protocol).toBe('https:')
      expect(url.hostname).not.toMatch(/example\.com$/)
    }
    // The school's own pages sit on its own domain.
    expect(new URL(links.jobs ?? 'https://none/').hostname.endsWith(domain), code).toBe(true)
    if (code === 'demo') expect(hubs.length).toBeGreaterThanOrEqual(2)
  }
})

it('seeds the benchmark school in batches', async () => {
  const school = await seedBench(database.db, 2500)
  const result = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM users WHERE school_id = ${school.id}`,
  )
  expect(result.rows[0]).toEqual({ n: 2500 })
})

it('seeds a plausible demo school: class years fit each account type and today', async () => {
  // Issue 12: no alumni of a future class, no faculty with a class year, no student who
  // graduated already. "Today" is the real date: the seed derives its years from it.
  // The demo as it ships (300 students a school), in a database of its own.
  const shipped = await createTestDatabase()
  try {
    await checkDemoInvariants(shipped)
  } finally {
    await shipped.drop()
  }
  // The whole shipped demo is seeded here: on a busy two-core machine that takes a while.
}, 120_000)

async function checkDemoInvariants(database: TestDatabase) {
  expect(await seedDemo(database.db, memoryStorage())).toBe(true)
  const demo = await findSchoolByCode(database.db, 'demo')
  if (!demo) throw new Error('demo school missing')
  const current = graduatingClass(new Date())
  const rows = await database.db.execute<{
    type: string
    min: number | null
    max: number | null
    n: number
    missing: number
  }>(
    sql`SELECT u.account_type AS type, min(p.year_of_graduation)::int AS min,
          max(p.year_of_graduation)::int AS max, count(*)::int AS n,
          count(*) filter (where p.year_of_graduation is null)::int AS missing
        FROM users u JOIN profiles p ON p.user_id = u.id
        WHERE u.school_id = ${demo.id} GROUP BY u.account_type`,
  )
  const byType = new Map(rows.rows.map((row) => [row.type, row]))
  const students = byType.get('student')
  expect(students?.missing).toBe(0)
  expect(students?.min).toBeGreaterThanOrEqual(current)
  expect(students?.max).toBeLessThanOrEqual(current + STUDY_YEARS - 1)
  const alumni = byType.get('alumni')
  expect(alumni?.missing).toBe(0)
  expect(alumni?.max).toBeLessThan(current)
  for (const type of ['faculty', 'staff']) {
    const row = byType.get(type)
    expect(row?.missing, type).toBe(row?.n)
  }
  // Every account type is represented, so the checks above are not vacuous.
  expect([...byType.keys()].sort()).toEqual(['alumni', 'faculty', 'staff', 'student'])
  // A faculty member's bio does not call them a student of some class.
  const bios = await database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users u JOIN profiles p ON p.user_id = u.id
        WHERE u.school_id = ${demo.id} AND u.account_type IN ('faculty', 'staff')
          AND p.bio LIKE '%class of%'`,
  )
  expect(bios.rows[0]?.n).toBe(0)
}
