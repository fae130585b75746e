import type { Database } from '@quad/server/src/platform/db/database.ts'
import type { School } from '@quad/server/src/platform/tenancy/schools.service.ts'
import { buildClub, insertClubs } from '@quad/server/src/seed/club-factories.ts'
import { createFaker } from '@quad/server/src/seed/factories.ts'

/** Two years: a 365-day range ending today and the period before it. */
export const HISTORY_DAYS = 730
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000_000)
const CLUBS = 200
const DAY_SECONDS = 86_400

/**
 * The overview bench's history over the 100k seed's students (decision 073), written
 * with generate_series: each student a habit (a tenth on 60% of days, a quarter on 25%,
 * a third on 8%, the rest on 2%: ~16% a day, drawn per day), MESSAGES messages in
 * 1,000 group chats, three connections each (a tenth pending), two clubs each, 5,000
 * reports, all spread over HISTORY_DAYS up to `today`. Foreign-key triggers are off for
 * the session: the rows are built from the school's own ids, and checking 15M of them
 * would double the seed.
 */
export async function seedOverviewHistory(
  database: Database,
  school: School,
  today: string,
): Promise<{ activity: number }> {
  const faker = createFaker(73)
  const clubs = await insertClubs(
    database.db,
    school,
    Array.from({ length: CLUBS }, () => buildClub(faker)),
  )
  const client = await database.pool.connect()
  const first = `'${today}'::date - ${HISTORY_DAYS - 1}`
  const spread = (fraction: string) =>
    `(${first})::timestamptz + (${fraction}) * interval '${HISTORY_DAYS * DAY_SECONDS} seconds'`
  const run = (text: string, values: unknown[] = []) => client.query(text, values)
  // When a day's row was written: any time of its day; today's over the last eight hours
  // (a school day's pace, three times the day's average), so the minutes a request counts
  // live hold as many first visits as a busy morning's (decision 073).
  const written = (day: string) => `case when ${day} = ${HISTORY_DAYS - 1}
      then now() - random() * interval '8 hours'
      else ((${first}) + ${day} + random() * interval '1 day') at time zone 'utc' end`
  try {
    await run(`set session_replication_role = replica`)
    await run(
      `create temp table bench_people as
       select row_number() over (order by id) as i, id,
         case when id % 20 < 2 then 0.6 when id % 20 < 7 then 0.25
              when id % 20 < 14 then 0.08 else 0.02 end as rate
       from users where school_id = $1`,
      [school.id],
    )
    const { rows } = await run(`select count(*)::int as n from bench_people`)
    const people = Number(rows[0]?.n ?? 0)
    let activity = 0
    // A month a statement, in key order, so the primary key grows at its end. A draw per
    // person and day: `offset 0` keeps the planner from pushing `random() < rate` down to
    // the scan of bench_people, where it would draw once per person for the whole month
    // (everyone active every day of a month or none: one gap a day, decision 073).
    for (let start = 0; start < HISTORY_DAYS; start += 30) {
      const end = Math.min(start + 29, HISTORY_DAYS - 1)
      const inserted = await run(
        `insert into daily_activity (school_id, day, user_id, created_at)
         select $1, (${first}) + x.d, x.id, ${written('x.d')}
         from (select d, p.id, p.rate from generate_series($2::int, $3::int) d, bench_people p
           offset 0) x
         where random() < x.rate order by 2, 3`,
        [school.id, start, end],
      )
      activity += inserted.rowCount ?? 0
    }
    const person = (expression: string) =>
      `(select id from bench_people where i = 1 + (${expression}) % ${people})`
    await run(
      `insert into chat_conversations (school_id, kind, name, created_by)
       select $1, 'group', 'Bench ' || g, ${person('0')} from generate_series(1, 1000) g`,
      [school.id],
    )
    await run(
      `insert into chat_messages (conversation_id, school_id, sender_id, client_id, body, created_at)
       select c.first + g % 1000, $1, p.id, 'bench-' || g, 'hello', ${spread(`g::float / ${MESSAGES}`)}
       from generate_series(1, ${MESSAGES}) g
       cross join (select min(id) as first from chat_conversations where school_id = $1) c
       join bench_people p on p.i = 1 + (g::bigint * 7919) % ${people}`,
      [school.id],
    )
    await run(
      `insert into connections (school_id, requester_id, addressee_id, status, updated_at)
       select $1, a.id, b.id, case when (a.i + j) % 10 = 0 then 'pending' else 'accepted' end,
         ${spread('random()')}
       from bench_people a cross join generate_series(1, 3) j
       join bench_people b on b.i = a.i + j`,
      [school.id],
    )
    await run(
      `insert into club_memberships (club_id, user_id, school_id, role, joined_at)
       select (array[${clubs.map((club) => club.id).join(',')}])[1 + (p.i + k * ${CLUBS / 2}) % ${CLUBS}],
         p.id, $1, 'member', ${spread('random()')}
       from bench_people p cross join generate_series(0, 1) k`,
      [school.id],
    )
    await run(
      `insert into reports (school_id, subject_type, subject_id, reporter_id, reason, created_at)
       select $1, 'chat_message', g::text, p.id, 'spam', ${spread('random()')}
       from generate_series(1, 5000) g join bench_people p on p.i = 1 + (g * 31) % ${people}`,
      [school.id],
    )
    return { activity }
  } finally {
    await run(`set session_replication_role = default`)
    client.release()
  }
}
