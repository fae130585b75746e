/**
 * P1 (quality.md): directory search over 100,000 profiles in one school, 50 concurrent
 * clients issuing a fixed mix of name fragments (some misspelt) and filters, on the
 * embedded database and on PostgreSQL, beside a bare node:http baseline of the same run.
 *
 * Run: node bench/directory-search.ts                 (embedded only)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/directory-search.ts
 *                                                     (embedded, then PostgreSQL)
 * `--postgres` (or DATABASE_URL) adds PostgreSQL too; BENCH_ONLY=embedded|postgres runs one.
 * PostgreSQL runs in a fresh database created through the admin URL and dropped at the end.
 * BENCH_SECONDS (default 10) per measured load; BENCH_MIX (default 5000) requests in the mix.
 * Quad and the bare baseline each run as their own process (`node apps/server/src/main.ts`,
 * `node bench/bare-http.ts`), as users run them; the load generator is this process.
 * BENCH_PROFILE=<dir> writes the Quad server's CPU profile there.
 */
import { readFileSync } from 'node:fs'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { hashPassword } from '@quad/server/src/platform/auth/passwords.ts'
import type { Database } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { connections } from '@quad/server/src/db/schema/connections.ts'
import { users } from '@quad/server/src/platform/db/schema.ts'
import type { School } from '@quad/server/src/platform/tenancy/schools.service.ts'
import { INTERESTS } from '@quad/server/src/features/profiles/vocabulary.ts'
import { BENCH_SCHOOL, seedBench } from '@quad/server/src/seed/bench-seed.ts'
import { seededRandom } from '@quad/server/src/test/seeded-random.ts'
import type { RunningServer } from '@quad/server/src/test/spawn-server.ts'
import { withIndexesBuiltAfter } from './bulk-load.ts'
import { loadPaths, load, loginCookie, row, type LoadResult } from './lib.ts'
import {
  chooseTargets,
  measuredRun,
  measureEach,
  serverMemory,
  startQuad,
  type Target,
} from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000)
/**
 * Requests in the mix. Rotating 400 let the 30 s page cache answer nearly all of them
 * after one pass, which real traffic does not allow; thousands drawn over the names of
 * 2,500 people keep the mix honest (BENCH_MIX to change).
 */
const MIX_SIZE = Number(process.env.BENCH_MIX ?? 5_000)
const VIEWER_PASSWORD = 'p1-bench-viewer'
/**
 * Profile edits per second during the second measured run: each changes the index and
 * empties its answer caches, as students editing their profiles do (BENCH_EDITS).
 */
const AuthTokens = z.object({ csrfToken: z.string() })
const EDITS_PER_SECOND = Number(process.env.BENCH_EDITS ?? 10)
const GOAL_P99_MS = { embedded: 100, postgres: 25 } as const

/** One request of the mix; `kind` groups them for the single-client probe. */
interface MixEntry {
  kind: string
  path: string
}

// ---------------------------------------------------------------- data

/**
 * Seeds the school, then makes a viewer whose password we know and who has a few
 * connections, so `connection=connected` returns people. VACUUM ANALYZE gives the
 * planner the statistics and the GIN indexes the clean state a live school has.
 */
async function prepareSchool(
  database: Database,
): Promise<{ school: School; email: string; editorEmail: string }> {
  await runMigrations(database)
  const started = performance.now()
  // The profiles' indexes are built once they are all in (bulk-load.ts).
  const school = await withIndexesBuiltAfter(database, ['users', 'profiles'], () =>
    seedBench(database.db, PROFILES),
  )
  const firstIds = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .orderBy(asc(users.id))
    .limit(62)
  // The last of them edits their profile during the second run; the rest are the viewer's links.
  const editor = firstIds.pop()
  const [viewer, ...others] = firstIds
  if (!viewer || !editor) throw new Error('the bench school has too few students')
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(VIEWER_PASSWORD) })
    .where(and(inArray(users.id, [viewer.id, editor.id]), eq(users.schoolId, school.id)))
  await database.db.insert(connections).values(
    others.map((other, i) => ({
      schoolId: school.id,
      requesterId: i % 2 === 0 ? viewer.id : other.id,
      addresseeId: i % 2 === 0 ? other.id : viewer.id,
      status: i < 50 ? 'accepted' : 'pending',
    })),
  )
  await database.pool.query('VACUUM ANALYZE')
  const seconds = (performance.now() - started) / 1000
  console.error(
    `${database.kind}: ${PROFILES} profiles seeded and analysed in ${seconds.toFixed(1)} s`,
  )
  return { school, email: viewer.email, editorEmail: editor.email }
}

async function sampleNames(database: Database, school: School): Promise<string[]> {
  const rows = await database.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .orderBy(asc(users.id))
    .limit(2_500)
  return rows.flatMap((r) => [r.first, r.last])
}

// ---------------------------------------------------------------- the mix

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** A 2-5 letter prefix of a seeded name, as someone types it. */
function fragment(random: () => number, names: readonly string[]): string {
  const letters = pick(random, names)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
  return letters.slice(0, 2 + Math.floor(random() * 4)) || 'an'
}

/** A 4-5 letter prefix with one letter dropped or replaced ("okafr"): the typo case. */
function misspelt(random: () => number, names: readonly string[]): string {
  const letters = pick(
    random,
    names.filter((n) => n.length >= 5),
  )
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 4 + Math.floor(random() * 2))
  const at = 1 + Math.floor(random() * (letters.length - 1))
  const replaced = random() < 0.5 ? '' : String.fromCharCode(97 + Math.floor(random() * 26))
  return letters.slice(0, at) + replaced + letters.slice(at + 1)
}

function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  )
  return `/mobile_ws/v18/user_all?${search.toString()}`
}

type Maker = (random: () => number, names: readonly string[]) => MixEntry

/** Request shapes and their share of the mix, roughly what a directory page sends. */
const SHAPES: Array<[weight: number, make: Maker]> = [
  [30, (r, n) => ({ kind: 'name fragment', path: query({ search: fragment(r, n) }) })],
  [15, (r, n) => ({ kind: 'misspelt name', path: query({ search: misspelt(r, n) }) })],
  [
    10,
    (r, n) => ({
      kind: 'fragment + year',
      path: query({ search: fragment(r, n), yearOfGraduation: 2025 + Math.floor(r() * 6) }),
    }),
  ],
  [
    10,
    (r) => ({
      kind: 'interest (OR)',
      path: query({ 'interests.tagList': `${pick(r, INTERESTS)},${pick(r, INTERESTS)}` }),
    }),
  ],
  [
    8,
    (r) => ({
      kind: 'two interests (AND)',
      path: query({
        'interests.tagList': `${pick(r, INTERESTS)},${pick(r, INTERESTS)}`,
        'interests.ContainsLogic': 'AND',
      }),
    }),
  ],
  [
    7,
    (r) => ({
      kind: 'account type',
      path: query({ accountType: pick(r, ['student', 'alumni', 'faculty', 'staff']) }),
    }),
  ],
  [5, () => ({ kind: 'connected', path: query({ connection: 'connected' }) })],
  [
    10,
    (r) => {
      const page = 1 + Math.floor(r() * 5)
      return { kind: 'paging 1-5', path: query({ range: (page - 1) * 20, limit: page * 20 }) }
    },
  ],
  [
    5,
    (r, n) => ({
      kind: 'facets=1',
      path: query(
        r() < 0.5
          ? { facets: 1, yearOfGraduation: 2025 + Math.floor(r() * 6) }
          : { facets: 1, search: fragment(r, n) },
      ),
    }),
  ],
]

function buildMix(names: readonly string[], size = MIX_SIZE): MixEntry[] {
  const random = seededRandom(20261121)
  const total = SHAPES.reduce((sum, [weight]) => sum + weight, 0)
  return Array.from({ length: size }, () => {
    let roll = random() * total
    for (const [weight, make] of SHAPES) {
      roll -= weight
      if (roll < 0) return make(random, names)
    }
    return { kind: 'paging 1-5', path: query({}) }
  })
}

// ---------------------------------------------------------------- HTTP

/** The real server, as users run it, on the seeded data. */
function startDirectoryQuad(target: Target): Promise<RunningServer> {
  const profile = process.env.BENCH_PROFILE
  return startQuad(target, BENCH_SCHOOL, {
    // The per-student limit (60/min) would turn the load into 429s; P1 measures search.
    SEARCH_LIMIT_PER_MINUTE: '1000000000',
    ...(profile && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profile}` }),
  })
}

/**
 * Edits the viewer's interests `perSecond` times a second through the API until
 * stopped; resolves with how many edits were acknowledged.
 */
function editWhileLoaded(url: string, headers: Record<string, string>, perSecond: number) {
  let stopped = false
  let done = 0
  const running = (async () => {
    const tokens = await fetch(`${url}/mobile_ws/v18/auth_tokens`, { headers })
    const { csrfToken } = AuthTokens.parse(await tokens.json())
    for (let i = 0; !stopped; i++) {
      const response = await fetch(`${url}/mobile_ws/v18/me/profile`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json', 'x-cg-csrf-token': csrfToken },
        body: JSON.stringify({ interests: [INTERESTS[i % INTERESTS.length] ?? 'Chess'] }),
      })
      if (response.ok) done++
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond))
    }
    return done
  })()
  return {
    stop: async () => {
      stopped = true
      return running
    },
  }
}

/**
 * One client, each shape in turn: which shapes are slow before concurrency hides it.
 * Also proves every path of the mix answers 200.
 */
async function probeShapes(
  url: string,
  headers: Record<string, string>,
  mix: MixEntry[],
): Promise<string[]> {
  const byKind = new Map<string, number[]>()
  for (const entry of mix) {
    const started = performance.now()
    const response = await fetch(url + entry.path, { headers })
    const body = await response.text()
    if (!response.ok) throw new Error(`${entry.path} answered ${response.status}: ${body}`)
    const times = byKind.get(entry.kind) ?? []
    times.push(performance.now() - started)
    byKind.set(entry.kind, times)
  }
  return [...byKind].map(([kind, times]) => {
    const sorted = times.toSorted((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0
    return row([kind, String(times.length), median, sorted.at(-1) ?? 0])
  })
}

/**
 * The first searches of a student who signs in as the server starts: the school's index
 * is still loading (decision 063), and the database answers them (decision 069).
 */
async function timeFirstSearches(
  url: string,
  headers: Record<string, string>,
  name: string,
): Promise<string[]> {
  const paths = [
    '/mobile_ws/v18/mobile_people?range=0&limit=20',
    `/mobile_ws/v18/mobile_people?search=${encodeURIComponent(name.slice(0, 3))}&facets=1`,
    '/mobile_ws/v18/mobile_people?interests.tagList=Chess&order1=-recent',
  ]
  const lines: string[] = []
  for (const path of paths) {
    const started = performance.now()
    const response = await fetch(url + path, { headers })
    const body = await response.text()
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
    lines.push(row([path.replace('/mobile_ws/v18/mobile_people', ''), performance.now() - started]))
  }
  return lines
}

function firstOfEachKind(mix: readonly MixEntry[], perKind: number): MixEntry[] {
  const taken = new Map<string, number>()
  return mix.filter((entry) => {
    const n = taken.get(entry.kind) ?? 0
    taken.set(entry.kind, n + 1)
    return n < perKind
  })
}

// ---------------------------------------------------------------- run

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  search: LoadResult
  /** The same load while the viewer's profile is edited EDITS_PER_SECOND times a second. */
  withEdits: LoadResult
  /** Edits acknowledged during that run. */
  edits: number
  probe: string[]
  /** The first searches after the server listened, while the index loads (decision 069). */
  firstSearches: string[]
  /** The server's resident memory after the run, MB. */
  memory: number
  /** Requests in the mix, and how many of them differ. */
  mix: { size: number; distinct: number }
}

function measure(target: Target) {
  const prepare = async (database: Database) => {
    const prepared = await prepareSchool(database)
    const names = await sampleNames(database, prepared.school)
    const mix = buildMix(names)
    const distinct = new Set(mix.map((m) => m.path)).size
    console.error(`${target.kind}: a mix of ${mix.length} requests, ${distinct} distinct`)
    return { ...prepared, mix, distinct, firstName: names[0] ?? 'a' }
  }
  return measuredRun(
    prepare,
    () => startDirectoryQuad(target),
    async ({ quad, bare }, prepared) => {
      const { mix, distinct } = prepared
      const cookie = await loginCookie(quad.url, prepared.email, VIEWER_PASSWORD)
      const headers = { cookie, host: `${BENCH_SCHOOL}.localhost` }
      const firstSearches = await timeFirstSearches(quad.url, headers, prepared.firstName)
      // Each shape's first 40 requests: every shape, cold, without a whole pass of the mix.
      const probe = await probeShapes(quad.url, headers, firstOfEachKind(mix, 40))
      const paths = mix.map((m) => m.path)
      // Warm-up: JIT, the pools' connections and the in-memory index, as in a live server.
      await loadPaths(quad.url, paths, { durationSeconds: 2, headers })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const search = await loadPaths(quad.url, paths, { durationSeconds: SECONDS, headers })
      // Another student edits: the searching viewer never waits for their own writes.
      const editorHeaders = {
        ...headers,
        cookie: await loginCookie(quad.url, prepared.editorEmail, VIEWER_PASSWORD),
      }
      const editor = editWhileLoaded(quad.url, editorHeaders, EDITS_PER_SECOND)
      const withEdits = await loadPaths(quad.url, paths, { durationSeconds: SECONDS, headers })
      const edits = await editor.stop()
      // What 100,000 profiles in memory cost.
      const memory = serverMemory(quad)
      return {
        kind: target.kind,
        baseline,
        search,
        withEdits,
        edits,
        probe,
        firstSearches,
        memory,
        mix: { size: mix.length, distinct },
      }
    },
  )
}

function report(results: Measured[]): void {
  console.log(`\nP1 directory search: ${PROFILES} profiles, 50 connections, ${SECONDS} s each`)
  for (const { kind, mix, memory } of results)
    console.log(
      `${kind}: a mix of ${mix.size} requests, ${mix.distinct} distinct; server RSS after the run ${memory.toFixed(0)} MB`,
    )
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log(
    '| database | target | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to bare | goal |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, search, withEdits, edits } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const goal = GOAL_P99_MS[kind]
    const line = (target: string, result: LoadResult, verdict: boolean) =>
      row([
        name,
        target,
        result.requestsPerSecond,
        result.p50,
        result.p99,
        String(result.errors - result.non2xx),
        String(result.non2xx),
        result.requestsPerSecond / baseline.requestsPerSecond,
        !verdict
          ? ''
          : result.p99 <= goal
            ? `p99 ≤ ${goal} ms: met`
            : `p99 ≤ ${goal} ms: **missed**`,
      ])
    console.log(line('bare node:http', baseline, false))
    console.log(line('directory search mix', search, true))
    console.log(line(`mix + ${edits} profile edits`, withEdits, true))
  }
  for (const { kind, firstSearches } of results) {
    console.log(`\n${kind}: the first searches right after listen, one by one (ms)\n`)
    console.log('| query | ms |')
    console.log('|---|---|')
    for (const line of firstSearches) console.log(line)
  }
  for (const { kind, probe } of results) {
    console.log(`\n${kind}: one client, each request of the mix once (ms)\n`)
    console.log('| shape | requests | median | max |')
    console.log('|---|---|---|---|')
    for (const line of probe) console.log(line)
  }
}

const results: Measured[] = await measureEach(chooseTargets('p1'), measure)
report(results)
