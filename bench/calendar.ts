/**
 * P8 (quality.md): `GET /api/v1/calendar` for a month, 50 concurrent clients, on the
 * embedded database and on PostgreSQL, beside a bare node:http baseline of the same run.
 * The school has BENCH_EVENTS (5,000) school events over a year, plus club events and a
 * student in 10 clubs who answered 150 events: each request is one month (all three
 * sources for the student; the public ones for a visitor in share mode).
 *
 * Run: node bench/calendar.ts                 (embedded only)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/calendar.ts
 * `--postgres` (or DATABASE_URL) adds PostgreSQL; BENCH_ONLY=embedded|postgres runs one.
 * Quad and the bare baseline each run as their own process; this process is the load.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { hashPassword } from '@quad/server/src/platform/auth/passwords.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { seedCalendarSchool, CALENDAR_BENCH_SCHOOL, CALENDAR_YEAR } from './calendar-seed.ts'
import { bearerToken, load, loadPaths, row, type LoadResult } from './lib.ts'
import {
  chooseTargets,
  measuredRun,
  measureEach,
  serverMemory,
  startQuad,
  type Target,
} from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000)
const PASSWORD = 'p8-bench-viewer'
const GOAL_P99_MS = { embedded: 100, postgres: 30 } as const

/** Each month of the seeded year, Berlin midnight to midnight: the month view's request. */
const MONTHS = Array.from({ length: 12 }, (_, m) => {
  const iso = (month: number) =>
    new Date(Date.UTC(CALENDAR_YEAR, month, 1) - 60 * 60 * 1000).toISOString()
  return `/api/v1/calendar?from=${iso(m)}&to=${iso(m + 1)}`
})

async function prepare(database: Database): Promise<{ email: string }> {
  await runMigrations(database)
  const started = performance.now()
  const seeded = await seedCalendarSchool(database.db, EVENTS, await hashPassword(PASSWORD))
  await database.pool.query('VACUUM ANALYZE')
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.error(`${database.kind}: ${seeded.events} events seeded and analysed in ${seconds} s`)
  return { email: seeded.viewerEmail }
}

/** One client, each month once: items per answer, bytes, and time, before any load. */
async function probe(url: string, headers: Record<string, string>) {
  const times: number[] = []
  const items: number[] = []
  let bytes = 0
  for (const path of MONTHS) {
    const started = performance.now()
    const response = await fetch(url + path, { headers })
    const body = await response.text()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
    times.push(performance.now() - started)
    items.push(z.object({ items: z.array(z.unknown()) }).parse(JSON.parse(body)).items.length)
    bytes += body.length
  }
  const sorted = times.toSorted((a, b) => a - b)
  return {
    median: sorted[6] ?? 0,
    items: items.reduce((a, b) => a + b, 0) / items.length,
    kb: bytes / MONTHS.length / 1024,
  }
}

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  student: LoadResult
  visitor: LoadResult
  probes: { student: Awaited<ReturnType<typeof probe>>; visitor: Awaited<ReturnType<typeof probe>> }
  memory: number
}

function measure(target: Target) {
  return measuredRun(
    prepare,
    () => startQuad(target, CALENDAR_BENCH_SCHOOL),
    async ({ quad, bare }, { email }) => {
      const headers = { authorization: `Bearer ${await bearerToken(quad.url, email, PASSWORD)}` }
      const probes = { student: await probe(quad.url, headers), visitor: await probe(quad.url, {}) }
      await loadPaths(quad.url, MONTHS, { durationSeconds: 2, headers })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const student = await loadPaths(quad.url, MONTHS, { durationSeconds: SECONDS, headers })
      const visitor = await loadPaths(quad.url, MONTHS, { durationSeconds: SECONDS })
      return { kind: target.kind, baseline, student, visitor, probes, memory: serverMemory(quad) }
    },
  )
}

function report(results: Measured[]): void {
  console.log(`\nP8 calendar: ${EVENTS} school events over ${CALENDAR_YEAR}, one month a request,`)
  console.log(`50 connections, ${SECONDS} s each`)
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, student, visitor } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const goal = GOAL_P99_MS[kind]
    const line = (what: string, result: LoadResult, judged: boolean) =>
      row([
        name,
        what,
        result.requestsPerSecond,
        result.p50,
        result.p99,
        String(result.errors),
        result.requestsPerSecond / baseline.requestsPerSecond,
        judged ? `p99 ≤ ${goal} ms: ${result.p99 <= goal ? 'met' : '**missed**'}` : '',
      ])
    console.log(line('bare node:http', baseline, false))
    console.log(line('calendar, student (3 sources)', student, true))
    console.log(line('calendar, visitor (public)', visitor, true))
  }
  console.log(
    '\n| database | who | items a month | KB a month | one client, median ms | server RSS MB |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const { kind, probes, memory } of results) {
    for (const [who, p] of Object.entries(probes))
      console.log(row([kind, who, p.items, p.kb, p.median, memory]))
  }
}

const results: Measured[] = await measureEach(chooseTargets('p8'), measure)
report(results)
