import type { Database } from '@quad/server/src/platform/db/database.ts'
import { findSchoolByCode } from '@quad/server/src/platform/tenancy/schools.service.ts'
import { BENCH_SCHOOL } from '@quad/server/src/seed/bench-seed.ts'
import { seedFeedSchool } from './feed-seed.ts'

export interface AttendanceBenchSize {
  students: number
  clubs: number
  clubEvents: number
  schoolEvents: number
  /** Going to each event. */
  going: number
}

/**
 * The attendance bench's school (issue 37 item 5): P7's students and clubs (`feed-seed.ts`,
 * three clubs each, no posts), memberships begun over the last two years, and a year of
 * events with their answers, all in SQL. Events start on the hour, at random over the 365
 * days before the last hour, and last two hours; one club event in 50 is the busy club's
 * (the first), the rest spread over the others by a prime. A club event's people are
 * `going` of its members drawn at random, a school event's `going` students spread by a
 * prime; about 70 % checked in, within half an hour of the start.
 */
export async function seedAttendanceSchool(database: Database, size: AttendanceBenchSize) {
  await seedFeedSchool(database, {
    students: size.students,
    clubs: size.clubs,
    posts: 0,
    viewers: 0,
  })
  const school = await findSchoolByCode(database.db, BENCH_SCHOOL)
  if (!school) throw new Error('the bench school was not seeded')
  const run = (text: string, values: unknown[]) => database.pool.query(text, values)
  await run(
    `update club_memberships set joined_at = now() - random() * interval '730 days'
     where school_id = $1`,
    [school.id],
  )
  const { rows } = await database.pool.query<{ clubs: string[]; busy: string }>(
    `select array_agg(id order by id) as clubs, (array_agg(uid order by id))[1] as busy
     from clubs where school_id = $1`,
    [school.id],
  )
  const { clubs, busy } = rows[0] ?? { clubs: [], busy: '' }
  await run(
    `insert into events (school_id, club_id, title, starts_at, ends_at, time_zone,
       published_at, going_count)
     select $1, case when i > $3::int then null when i % 50 = 0 then c[1]
         else c[2 + (i * 7919) % (cardinality(c) - 1)] end,
       'Bench event ' || i, s, s + interval '2 hours', 'UTC', s - interval '14 days', $5
     from (select i, date_trunc('hour', now() - interval '1 hour' - random() * interval '365 days') as s
       from generate_series(1, $3::int + $4::int) i) t
     cross join (select $2::bigint[] as c) clubs`,
    [school.id, clubs, size.clubEvents, size.schoolEvents, size.going],
  )
  const answer = `'going', 'B' || p.user_id, e.starts_at - interval '3 days',
    case when random() < 0.7 then e.starts_at + random() * interval '30 minutes' end`
  const fromClubs = await run(
    `insert into event_rsvps (event_id, user_id, school_id, status, ticket_code, responded_at,
       checked_in_at)
     select e.id, p.user_id, e.school_id, ${answer}
     from events e cross join lateral (select m.user_id from club_memberships m
       where m.club_id = e.club_id order by random() limit $2) p
     where e.school_id = $1 and e.club_id is not null`,
    [school.id, size.going],
  )
  const fromSchool = await run(
    `insert into event_rsvps (event_id, user_id, school_id, status, ticket_code, responded_at,
       checked_in_at)
     select e.id, p.user_id, e.school_id, ${answer}
     from events e cross join generate_series(0, $2::int - 1) j
     cross join (select min(id) as first, count(*) as n from users where school_id = $1) u
     cross join lateral (select u.first + (e.id * 7919 + j * 4999) % u.n as user_id) p
     where e.school_id = $1 and e.club_id is null`,
    [school.id, size.going],
  )
  return {
    school,
    busyClub: { id: Number(clubs[0]), uid: busy },
    rsvps: (fromClubs.rowCount ?? 0) + (fromSchool.rowCount ?? 0),
  }
}
