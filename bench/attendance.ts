/**
 * Issue 37 item 5 (decision 111): the attendance reports answer within 200 ms at 100,000
 * students. P7's school (`feed-seed.ts`: 100,000 students, 2,000 clubs, three clubs each,
 * no posts), memberships begun over two years, and a year of events written with
 * generate_series: BENCH_CLUB_EVENTS (10,000) club events, one in 50 the busy club's, and
 * BENCH_SCHOOL_EVENTS (1,000) school events, each with BENCH_GOING (20) going (club
 * members at a club's event), about 70 % checked in. Timed in process: the rollup job's
 * first run (every event counted, as the nightly refresh does) and its five-minute run.
 * Then over HTTP, 50 clients signed in as a school admin, one read at a time: the school's
 * report for the current term and for the term before, and the busy club's for the current
 * term, beside a bare node:http baseline of the same run, with the load average.
 *
 * Run: node bench/attendance.ts --postgres   (or BENCH_PG_ADMIN=postgres://…/postgres)
 * PostgreSQL only, like admin-overview.ts: the embedded database would take longer to seed
 * than the run lasts.
 */
import {
  schoolAttendance,
  clubAttendance,
} from '@quad/server/src/features/attendance/report.service.ts'
import { rollUpAllSchools } from '@quad/server/src/features/attendance/rollup.service.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { BENCH_SCHOOL } from '@quad/server/src/seed/bench-seed.ts'
import { adminBearerToken, firstStudentAsAdmin } from './admin-login.ts'
import { seedAttendanceSchool, type AttendanceBenchSize } from './attendance-seed.ts'
import { FEED_BENCH_PASSWORD } from './feed-seed.ts'
import { load, loadAverage, loadPaths, row, timed, type LoadResult } from './lib.ts'
import { chooseTargets, onServers, profileEnv, startQuad, type Target } from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SIZE: AttendanceBenchSize = {
  students: Number(process.env.BENCH_STUDENTS ?? 100_000),
  clubs: Number(process.env.BENCH_CLUBS ?? 2_000),
  clubEvents: Number(process.env.BENCH_CLUB_EVENTS ?? 10_000),
  schoolEvents: Number(process.env.BENCH_SCHOOL_EVENTS ?? 1_000),
  going: Number(process.env.BENCH_GOING ?? 20),
}
const GOAL_P99_MS = 200

async function prepare(database: Database) {
  await runMigrations(database)
  let started = performance.now()
  const { school, busyClub, rsvps } = await seedAttendanceSchool(database, SIZE)
  const email = await firstStudentAsAdmin(database, school.id)
  await database.pool.query('VACUUM ANALYZE')
  const seedSeconds = (performance.now() - started) / 1000
  console.error(`seeded ${SIZE.students} students, ${rsvps} answers in ${seedSeconds.toFixed(0)} s`)
  started = performance.now()
  await rollUpAllSchools(database.db, new Date(), true)
  const firstRunSeconds = (performance.now() - started) / 1000
  await database.pool.query('VACUUM ANALYZE')
  const routine = await timed(3, () => rollUpAllSchools(database.db, new Date()))
  const { rows: terms } = await database.pool.query<{ key: string; events: number }>(
    `select term_key as key, events from attendance_term_rollups
     where school_id = $1 and club_key = -1 order by term_starts_on desc`,
    [school.id],
  )
  const [current, older] = terms
  if (!current || !older) throw new Error('the events fell in fewer than two terms')
  const read = async (name: string, path: string, call: () => Promise<unknown>) => ({
    name,
    path,
    inProcess: await timed(9, call),
  })
  // As the server answers them: no `term` asked is the current term.
  const reads = [
    await read(
      `school, current term (${current.key}, ${current.events} events)`,
      '/api/v1/admin/attendance',
      () => schoolAttendance(database.db, school, undefined),
    ),
    await read(
      `school, the term before (${older.key}, ${older.events} events)`,
      `/api/v1/admin/attendance?term=${older.key}`,
      () => schoolAttendance(database.db, school, older.key),
    ),
    await read("the busy club's, current term", `/api/v1/clubs/${busyClub.uid}/attendance`, () =>
      clubAttendance(database.db, school, busyClub.id, undefined),
    ),
  ]
  const { rows: sizes } = await database.pool.query<{ events: number; terms: number }>(
    `select (select count(*) from attendance_event_rollups)::int as events,
            (select count(*) from attendance_term_rollups)::int as terms`,
  )
  return { email, rsvps, firstRunSeconds, routine, reads, sizes: sizes[0] }
}

/** `measure`'s result with the load average before and after it. */
async function withLoad(measure: () => Promise<LoadResult>) {
  const before = loadAverage()
  const result = await measure()
  return { ...result, load: `${before} → ${loadAverage()}` }
}

async function measure(target: Target) {
  return onServers(
    target,
    prepare,
    () => startQuad(target, BENCH_SCHOOL, profileEnv()),
    async ({ quad, bare }, prepared) => {
      const token = await adminBearerToken(quad.url, prepared.email, FEED_BENCH_PASSWORD)
      const headers = { authorization: `Bearer ${token}` }
      const kb: number[] = []
      for (const read of prepared.reads) {
        const response = await fetch(quad.url + read.path, { headers })
        const body = await response.text()
        if (!response.ok) throw new Error(`${read.path} answered ${response.status}: ${body}`)
        kb.push(Buffer.byteLength(body) / 1024)
      }
      // Warm-up, and time for the jobs a server start queues (this rollup among them).
      const paths = prepared.reads.map((read) => read.path)
      const options = { durationSeconds: SECONDS, connections: CONNECTIONS, headers }
      await loadPaths(quad.url, paths, { ...options, durationSeconds: 3 })
      const baseline = await withLoad(() => load(bare.url, options))
      const loaded = []
      for (const path of paths) loaded.push(await withLoad(() => load(quad.url + path, options)))
      return { prepared, kb, baseline, loaded }
    },
  )
}

function report(result: Awaited<ReturnType<typeof measure>>): void {
  const { prepared, kb, baseline, loaded } = result
  const events = SIZE.clubEvents + SIZE.schoolEvents
  console.log(
    `\nAttendance reports: ${SIZE.students} students, ${SIZE.clubs} clubs, ${events} events`,
  )
  console.log(
    `over 365 days (${SIZE.clubEvents} of clubs, one in 50 the busy club's), ${prepared.rsvps}`,
  )
  console.log(`answers (~70 % checked in); terms: the half-years (no student-records feed)\n`)
  const routine = prepared.routine
  console.log(
    `rollup job, in process: first run (every event) ${prepared.firstRunSeconds.toFixed(1)} s;`,
  )
  console.log(
    `five-minute run ${routine.median.toFixed(0)} ms median, ${routine.max.toFixed(0)} ms max of 3;`,
  )
  console.log(
    `rows: ${prepared.sizes?.events} events, ${prepared.sizes?.terms} term lines (club and term)\n`,
  )
  console.log(
    `| database | target (${CONNECTIONS} clients, a school admin) | req/s | p50 ms | p99 ms | errors | ratio to bare | goal | KB an answer | one client in process, median / max ms | load average (start → end) |`,
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  const { load: baseLoad, ...bare } = baseline
  console.log(
    row([
      'PostgreSQL',
      'bare node:http',
      bare.requestsPerSecond,
      bare.p50,
      bare.p99,
      String(bare.errors),
      1,
      '',
      '',
      '',
      baseLoad,
    ]),
  )
  prepared.reads.forEach((read, i) => {
    const measured = loaded[i]
    if (!measured) return
    const met = measured.p99 <= GOAL_P99_MS && measured.errors === 0
    const timing = read.inProcess
    console.log(
      row([
        'PostgreSQL',
        read.name,
        measured.requestsPerSecond,
        measured.p50,
        measured.p99,
        String(measured.errors),
        // A ratio of a few thousandths: three significant digits, not the table's two decimals.
        (measured.requestsPerSecond / bare.requestsPerSecond).toPrecision(3),
        `p99 ≤ ${GOAL_P99_MS} ms: ${met ? 'met' : '**missed**'}`,
        kb[i] ?? 0,
        `${timing.median.toFixed(1)} / ${timing.max.toFixed(1)}`,
        measured.load,
      ]),
    )
  })
}

const target = chooseTargets('attendance').find((t) => t.kind === 'postgres')
if (!target) throw new Error('PostgreSQL only: pass --postgres or set BENCH_PG_ADMIN')
report(await measure(target))
