/**
 * P4 (quality.md): `/healthz` and an authenticated profile read (`GET /api/v1/me` with a
 * bearer token) through Quad, beside a bare node:http hello-world of the same run.
 *
 * Run: node bench/http-overhead.ts                 (embedded only)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/http-overhead.ts
 * `--postgres` (or DATABASE_URL) adds PostgreSQL in a fresh database; BENCH_ONLY=embedded|postgres
 * runs one. BENCH_ROUNDS (default 3) rounds of BENCH_SECONDS (default 3) per target;
 * BENCH_PROFILE=<dir> writes the server's CPU profile there. Quad and the bare baseline
 * each run as their own process; this process is the load generator.
 */
import { readFileSync } from 'node:fs'
import { and, asc, eq } from 'drizzle-orm'
import { hashPassword } from '@quad/server/src/platform/auth/passwords.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { users } from '@quad/server/src/platform/db/schema.ts'
import { BENCH_SCHOOL, seedBench } from '@quad/server/src/seed/bench-seed.ts'
import { bearerToken, load, resultRow, type LoadResult } from './lib.ts'
import {
  chooseTargets,
  measuredRun,
  measureEach,
  profileEnv,
  startQuad,
  type Target,
} from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const PASSWORD = 'p4-bench-reader'
/** P4's bars (quality.md), as a share of the bare server's requests per second. */
const GOAL = { health: 0.9, me: 0.5 } as const

/** A small school (the read's cost does not depend on its size) and a student we can sign in as. */
async function prepare(database: Database): Promise<{ email: string }> {
  await runMigrations(database)
  const school = await seedBench(database.db, 200)
  const [reader] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .orderBy(asc(users.id))
    .limit(1)
  if (!reader) throw new Error('the bench school has no students')
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(and(eq(users.schoolId, school.id), eq(users.id, reader.id)))
  return { email: reader.email }
}

/**
 * Each target's figures over the rounds: mean req/s, median p50, worst p99, all errors,
 * and the median of its per-round ratios to the bare server measured just before it.
 */
interface Figures {
  result: LoadResult
  ratio: number
}

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  health: Figures
  me: Figures
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length >> 1] ?? 0

function combine(rounds: LoadResult[], baselines: LoadResult[]): Figures {
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((s, r) => s + pick(r), 0)
  return {
    result: {
      requestsPerSecond: sum((r) => r.requestsPerSecond) / rounds.length,
      p50: median(rounds.map((r) => r.p50)),
      p99: Math.max(...rounds.map((r) => r.p99)),
      errors: sum((r) => r.errors),
      non2xx: sum((r) => r.non2xx),
    },
    ratio: median(
      rounds.map((r, i) => r.requestsPerSecond / (baselines[i]?.requestsPerSecond ?? Infinity)),
    ),
  }
}

function measure(target: Target) {
  return measuredRun(
    prepare,
    () => startQuad(target, BENCH_SCHOOL, profileEnv()),
    async ({ quad, bare }, { email }) => {
      const headers = { authorization: `Bearer ${await bearerToken(quad.url, email, PASSWORD)}` }
      const check = await fetch(`${quad.url}/api/v1/me`, { headers })
      if (!check.ok) throw new Error(`/api/v1/me answered ${check.status}`)
      // Warm-up: the JIT and the pools, before anything is measured.
      await load(`${quad.url}/api/v1/me`, { durationSeconds: 2, headers })
      // Rounds of bare, /healthz, /api/v1/me: on a shared machine the load drifts within
      // seconds, so each figure is compared with the baseline measured just before it.
      const baselines: LoadResult[] = []
      const health: LoadResult[] = []
      const me: LoadResult[] = []
      for (let round = 0; round < ROUNDS; round++) {
        baselines.push(await load(bare.url, { durationSeconds: SECONDS }))
        health.push(await load(`${quad.url}/healthz`, { durationSeconds: SECONDS }))
        me.push(await load(`${quad.url}/api/v1/me`, { durationSeconds: SECONDS, headers }))
      }
      return {
        kind: target.kind,
        baseline: combine(baselines, baselines).result,
        health: combine(health, baselines),
        me: combine(me, baselines),
      }
    },
  )
}

function report(results: Measured[]): void {
  console.log(`\nP4 HTTP overhead: 50 connections, ${ROUNDS} rounds of ${SECONDS} s each`)
  console.log('(req/s: mean; p50: median; p99: worst round; ratio: median of the rounds)')
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, health, me } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const line = (what: string, { result, ratio }: Figures, goal: number | null) => {
      const judged = goal === null ? '' : `≥ ${goal}×: ${ratio >= goal ? 'met' : '**missed**'}`
      return resultRow(name, what, result, ratio, judged)
    }
    console.log(line('bare node:http', { result: baseline, ratio: 1 }, null))
    console.log(line('Quad /healthz', health, GOAL.health))
    console.log(line('Quad /api/v1/me (bearer token)', me, GOAL.me))
  }
}

const results: Measured[] = await measureEach(chooseTargets('p4'), measure)
report(results)
