/**
 * Issue 30 debt 5 (decision 073): `GET /api/v1/admin/overview` over 365 days at 100,000
 * students, two years of history (~11M activity rows, 2M messages), on PostgreSQL,
 * beside a bare node:http baseline of the same run. Before: the raw counts of decision
 * 033 (`raw-overview.ts`), one client. After: the rollup, once the job's backfill (timed)
 * has run, under BENCH_CONNECTIONS (10) concurrent admins. Also (debt 4) the admin
 * lists' first page and a later one: people, clubs, a club's members.
 *
 * Run: node bench/admin-overview.ts --postgres   (or BENCH_PG_ADMIN=postgres://…/postgres)
 * PostgreSQL only: the embedded database would take longer to seed than the run lasts.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { addDays, type OverviewBucket } from '@quad/shared'
import { rawMeasures } from '@quad/server/src/features/admin-overview/raw-overview.ts'
import { schoolOverview } from '@quad/server/src/features/admin-overview/overview.service.ts'
import {
  lastClosedDay,
  rollUpSchool,
} from '@quad/server/src/features/admin-overview/rollup.service.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { changeRoles } from '@quad/server/src/platform/policies/roles.service.ts'
import { inProcessBus } from '@quad/server/src/platform/realtime/bus.ts'
import { BENCH_SCHOOL, seedBench } from '@quad/server/src/seed/bench-seed.ts'
import { adminBearerToken } from './admin-login.ts'
import { loadPaths, resultRow, row, load } from './lib.ts'
import { seedOverviewHistory } from './overview-seed.ts'
import { chooseTargets, onServers, startQuad, type Target } from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const STUDENTS = Number(process.env.BENCH_PROFILES ?? 100_000)
const GOAL_P99_MS = 200
const TODAY = new Date().toISOString().slice(0, 10)
const YEAR = { from: addDays(TODAY, -364), to: TODAY }
const BUCKETS: OverviewBucket[] = ['day', 'week']
const PATHS = BUCKETS.map(
  (bucket) => `/api/v1/admin/overview?from=${YEAR.from}&to=${YEAR.to}&bucket=${bucket}`,
)

/** Milliseconds of `runs` calls, one after another: the median and the slowest. */
async function timed(runs: number, call: () => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  const sorted = times.toSorted((a, b) => a - b)
  return { median: sorted[Math.floor(runs / 2)] ?? 0, max: sorted.at(-1) ?? 0 }
}

type Timing = Awaited<ReturnType<typeof timed>>

async function prepare(database: Database) {
  await runMigrations(database)
  let started = performance.now()
  const school = await seedBench(database.db, STUDENTS)
  const [admin] = (
    await database.pool.query<{ id: number; email: string }>(
      'select id, email from users where school_id = $1 order by id limit 1',
      [school.id],
    )
  ).rows
  if (!admin) throw new Error('no student was seeded')
  await changeRoles(
    { db: database.db, bus: inProcessBus() },
    { actorId: null, requestId: null, ip: null },
    { schoolId: school.id, userId: Number(admin.id), grant: ['school_admin'] },
  )
  const { activity } = await seedOverviewHistory(database, school, TODAY)
  await database.pool.query('VACUUM ANALYZE')
  const seedSeconds = (performance.now() - started) / 1000
  console.error(`seeded ${STUDENTS} students, ${activity} activity rows in ${seedSeconds} s`)
  const before: Record<string, Timing> = {}
  for (const bucket of BUCKETS) {
    before[bucket] = await timed(3, () => rawMeasures(database.db, school.id, { ...YEAR, bucket }))
  }
  started = performance.now()
  await rollUpSchool(database.db, school.id, lastClosedDay(new Date()))
  const backfillSeconds = (performance.now() - started) / 1000
  await database.pool.query('VACUUM ANALYZE')
  const after: Record<string, Timing> = {}
  for (const bucket of BUCKETS) {
    const query = { ...YEAR, bucket }
    const [answer, oracle] = [
      await schoolOverview(database.db, school.id, query),
      await rawMeasures(database.db, school.id, query),
    ]
    if (JSON.stringify(answer.measures) !== JSON.stringify(oracle)) {
      throw new Error(`the rollup's answer by ${bucket} differs from the raw counts`)
    }
    after[bucket] = await timed(5, () => schoolOverview(database.db, school.id, query))
  }
  const rollupRows = await database.pool.query<{ gaps: number; counts: number }>(
    `select (select count(*) from overview_active_gaps)::int as gaps,
            (select count(*) from overview_daily_counts)::int as counts`,
  )
  const clubUid = await database.pool.query<{ uid: string }>(
    'select uid from clubs where school_id = $1 order by id limit 1',
    [school.id],
  )
  return {
    email: admin.email,
    activity,
    before,
    after,
    backfillSeconds,
    rollupRows: rollupRows.rows[0],
    clubUid: clubUid.rows[0]?.uid ?? '',
  }
}

const Page = z.object({ items: z.array(z.unknown()), nextCursor: z.string().nullable() })

/** Debt 4: a list's first page, then its `pages`th by following the cursor, in ms. */
async function pageTimes(url: string, headers: Record<string, string>, pages: number) {
  const times: number[] = []
  let cursor: string | null = null
  for (let page = 1; page <= pages; page++) {
    const started = performance.now()
    const separator = url.includes('?') ? '&' : '?'
    const response = await fetch(cursor ? `${url}${separator}cursor=${cursor}` : url, { headers })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    const body = Page.parse(await response.json())
    times.push(performance.now() - started)
    cursor = body.nextCursor
    if (!cursor) break
  }
  return { first: times[0] ?? 0, last: times.at(-1) ?? 0, pages: times.length }
}

async function measure(target: Target) {
  return onServers(
    target,
    prepare,
    () => startQuad(target, BENCH_SCHOOL),
    async ({ quad, bare }, prepared) => {
      const headers = {
        authorization: `Bearer ${await adminBearerToken(quad.url, prepared.email, 'quad-bench')}`,
      }
      const lists = {
        people: await pageTimes(`${quad.url}/api/v1/admin/people?limit=50`, headers, 20),
        clubs: await pageTimes(`${quad.url}/api/v1/admin/clubs?limit=20`, headers, 5),
        members: await pageTimes(
          `${quad.url}/api/v1/clubs/${prepared.clubUid}/members?limit=50`,
          headers,
          20,
        ),
      }
      await loadPaths(quad.url, PATHS, { durationSeconds: 2, headers, connections: CONNECTIONS })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const overview = await loadPaths(quad.url, PATHS, {
        durationSeconds: SECONDS,
        headers,
        connections: CONNECTIONS,
      })
      return { prepared, lists, baseline, overview }
    },
  )
}

function report(result: Awaited<ReturnType<typeof measure>>): void {
  const { prepared, lists, baseline, overview } = result
  const ms = (n: number) => n.toFixed(0)
  console.log(`\nAdmin overview: ${STUDENTS} students, ${prepared.activity} activity rows over`)
  console.log(`two years, a 365-day range (${YEAR.from}..${YEAR.to}) by day and by week`)
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| one client, in process | by day: median / max ms | by week: median / max ms |')
  console.log('|---|---|---|')
  for (const [name, timing] of [
    ['before: raw counts (decision 033)', prepared.before],
    ['after: rollup (decision 073)', prepared.after],
  ] as const) {
    const cell = (bucket: string) =>
      `${ms(timing[bucket]?.median ?? 0)} / ${ms(timing[bucket]?.max ?? 0)}`
    console.log(row([name, cell('day'), cell('week')]))
  }
  console.log(
    `\nbackfill (the job's first run): ${prepared.backfillSeconds.toFixed(1)} s; rollup rows:`,
  )
  console.log(
    `${prepared.rollupRows?.gaps} gap rows, ${prepared.rollupRows?.counts} daily counts\n`,
  )
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  const ratio = overview.requestsPerSecond / baseline.requestsPerSecond
  const met = overview.p99 <= GOAL_P99_MS && overview.errors === 0
  console.log(resultRow('PostgreSQL', 'bare node:http (50 connections)', baseline, 1, ''))
  console.log(
    resultRow(
      'PostgreSQL',
      `overview, 365 days (${CONNECTIONS} connections)`,
      overview,
      ratio,
      `p99 ≤ ${GOAL_P99_MS} ms: ${met ? 'met' : '**missed**'}`,
    ),
  )
  console.log('\n| debt 4: admin list | first page ms | last page ms | pages read |')
  console.log('|---|---|---|---|')
  for (const [name, times] of Object.entries(lists)) {
    console.log(row([name, times.first, times.last, String(times.pages)]))
  }
}

const target = chooseTargets('overview').find((t) => t.kind === 'postgres')
if (!target) throw new Error('PostgreSQL only: pass --postgres or set BENCH_PG_ADMIN')
report(await measure(target))
