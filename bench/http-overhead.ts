/**
 * P4 (quality.md): `/healthz` and an authenticated profile read (`GET /api/v1/me` with a
 * bearer token) through Quad, beside a bare node:http hello-world of the same run.
 *
 * Run: node bench/http-overhead.ts                 (embedded only)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/http-overhead.ts
 * `--postgres` (or DATABASE_URL) adds PostgreSQL in a fresh database; BENCH_ONLY=embedded|postgres
 * runs one. BENCH_SECONDS (default 5) per measured load; BENCH_PROFILE=<dir> writes the
 * server's CPU profile there. Quad and the bare baseline each run as their own process;
 * this process is the load generator.
 */
import { readFileSync } from 'node:fs'
import { and, asc, eq } from 'drizzle-orm'
import { hashPassword } from '@quad/server/src/platform/auth/passwords.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { users } from '@quad/server/src/platform/db/schema.ts'
import { BENCH_SCHOOL, seedBench } from '@quad/server/src/seed/bench-seed.ts'
import { bearerToken, load, resultRow, type LoadResult } from './lib.ts'
import { chooseTargets, onServers, profileEnv, startQuad, type Target } from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PASSWORD = 'p4-bench-reader'
/** P4's bars, as a share of the bare server's requests per second. */
const GOAL = { health: 0.8, me: 0.3 } as const

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

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  health: LoadResult
  me: LoadResult
}

async function measure(target: Target): Promise<Measured> {
  return onServers(
    target,
    prepare,
    () => startQuad(target, BENCH_SCHOOL, profileEnv()),
    async ({ quad, bare }, { email }) => {
      const headers = { authorization: `Bearer ${await bearerToken(quad.url, email, PASSWORD)}` }
      const check = await fetch(`${quad.url}/api/v1/me`, { headers })
      if (!check.ok) throw new Error(`/api/v1/me answered ${check.status}`)
      // Warm-up: the JIT and the pools, before anything is measured.
      await load(`${quad.url}/api/v1/me`, { durationSeconds: 2, headers })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const health = await load(`${quad.url}/healthz`, { durationSeconds: SECONDS })
      const me = await load(`${quad.url}/api/v1/me`, { durationSeconds: SECONDS, headers })
      return { kind: target.kind, baseline, health, me }
    },
  )
}

function report(results: Measured[]): void {
  console.log(`\nP4 HTTP overhead: 50 connections, ${SECONDS} s each`)
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, health, me } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const line = (what: string, result: LoadResult, goal: number | null) => {
      const ratio = result.requestsPerSecond / baseline.requestsPerSecond
      const judged = goal === null ? '' : `≥ ${goal}×: ${ratio >= goal ? 'met' : '**missed**'}`
      return resultRow(name, what, result, baseline, judged)
    }
    console.log(line('bare node:http', baseline, null))
    console.log(line('Quad /healthz', health, GOAL.health))
    console.log(line('Quad /api/v1/me (bearer token)', me, GOAL.me))
  }
}

const results: Measured[] = []
for (const target of chooseTargets('p4')) results.push(await measure(target))
report(results)
