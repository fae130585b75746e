/**
 * P7 (quality.md, issue 16 "Fast at scale"): the home feed, `GET /api/v1/feed` page 1 and
 * page 2, for students in 10 clubs each, 50 concurrent clients, on the embedded database
 * and on PostgreSQL, beside a bare node:http baseline of the same run. The school has
 * 100,000 students, 2,000 clubs and 1,000,000 posts (`feed-seed.ts`, BENCH_POSTS).
 *
 * Run: node bench/feed.ts                 (embedded only; BENCH_PROFILE=<dir> profiles the server)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/feed.ts
 * `--postgres` (or DATABASE_URL) adds PostgreSQL; BENCH_ONLY=embedded|postgres runs one.
 * Quad and the bare baseline each run as their own process; this process is the load.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { BENCH_SCHOOL } from '@quad/server/src/seed/bench-seed.ts'
import { FEED_BENCH_PASSWORD, feedSchoolSeed, type FeedBenchSize } from './feed-seed.ts'
import { bearerToken, load, loadRequests, row, type LoadRequest, type LoadResult } from './lib.ts'
import {
  afterSharedSeed,
  chooseTargets,
  measuredRun,
  measureEach,
  serverMemory,
  startQuad,
  type Target,
} from './targets.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SIZE: FeedBenchSize = {
  students: Number(process.env.BENCH_STUDENTS ?? 100_000),
  clubs: Number(process.env.BENCH_CLUBS ?? 2_000),
  posts: Number(process.env.BENCH_POSTS ?? 1_000_000),
  viewers: 20,
}
const PROFILE = process.env.BENCH_PROFILE
const GOAL_P99_MS = { embedded: 100, postgres: 30 } as const
const HOME = '/api/v1/feed?scope=home'
const Page = z.object({ items: z.array(z.unknown()), nextCursor: z.nullable(z.string()) })

const prepare = afterSharedSeed(feedSchoolSeed(SIZE), async (_database, { viewerEmails }) => ({
  emails: viewerEmails,
}))

interface Probe {
  ms: number
  items: number
  kb: number
  nextCursor: string | null
}

async function probe(url: string, path: string, headers: Record<string, string>): Promise<Probe> {
  const started = performance.now()
  const response = await fetch(url + path, { headers })
  const body = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
  const page = Page.parse(JSON.parse(body))
  const ms = performance.now() - started
  return { ms, items: page.items.length, kb: body.length / 1024, nextCursor: page.nextCursor }
}

/** Each viewer's page 1 and page 2 (its cursor from page 1), and one client's times of each. */
async function requestsOf(url: string, emails: string[]) {
  const requests: LoadRequest[] = []
  const probes: Probe[][] = [[], []]
  for (const email of emails) {
    const headers = {
      authorization: `Bearer ${await bearerToken(url, email, FEED_BENCH_PASSWORD)}`,
    }
    const first = await probe(url, HOME, headers)
    if (!first.nextCursor) throw new Error(`${email}: no second page`)
    const next = `${HOME}&cursor=${encodeURIComponent(first.nextCursor)}`
    probes[0]?.push(first)
    probes[1]?.push(await probe(url, next, headers))
    requests.push({ path: HOME, headers }, { path: next, headers })
  }
  const median = (list: Probe[], key: 'ms' | 'items' | 'kb') =>
    list.map((p) => p[key]).toSorted((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0
  const summary = probes.map((list, page) => ({
    page: page + 1,
    ms: median(list, 'ms'),
    items: median(list, 'items'),
    kb: median(list, 'kb'),
  }))
  return { requests, summary }
}

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  home: LoadResult
  summary: { page: number; ms: number; items: number; kb: number }[]
  memory: number
}

function measure(target: Target) {
  return measuredRun(
    prepare,
    () =>
      startQuad(target, BENCH_SCHOOL, {
        // One login per viewer, all from this address, before the load.
        LOGIN_LIMIT_PER_MINUTE: '1000',
        // BENCH_PROFILE=<dir>: the server writes a CPU profile there as it stops.
        ...(PROFILE && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${PROFILE}` }),
      }),
    async ({ quad, bare }, { emails }) => {
      const { requests, summary } = await requestsOf(quad.url, emails)
      await loadRequests(quad.url, requests, { durationSeconds: 2 })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const home = await loadRequests(quad.url, requests, { durationSeconds: SECONDS })
      return { kind: target.kind, baseline, home, summary, memory: serverMemory(quad) }
    },
  )
}

function report(results: Measured[]): void {
  const { students, clubs, posts, viewers } = SIZE
  console.log(`\nP7 home feed: ${students} students, ${clubs} clubs, ${posts} posts;`)
  console.log(
    `${viewers} students in 10 clubs each, page 1 and 2 in turn, 50 connections, ${SECONDS} s`,
  )
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, home } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const goal = GOAL_P99_MS[kind]
    console.log(
      row([
        name,
        'bare node:http',
        baseline.requestsPerSecond,
        baseline.p50,
        baseline.p99,
        String(baseline.errors),
        1,
        '',
      ]),
    )
    console.log(
      row([
        name,
        'home feed, pages 1 and 2',
        home.requestsPerSecond,
        home.p50,
        home.p99,
        String(home.errors),
        home.requestsPerSecond / baseline.requestsPerSecond,
        `p99 ≤ ${goal} ms: ${home.p99 <= goal ? 'met' : '**missed**'}`,
      ]),
    )
  }
  console.log('\n| database | page | items | KB | one client, median ms | server RSS MB |')
  console.log('|---|---|---|---|---|---|')
  for (const { kind, summary, memory } of results) {
    for (const p of summary) console.log(row([kind, p.page, p.items, p.kb, p.ms, memory]))
  }
}

const results: Measured[] = await measureEach(chooseTargets('p7'), measure)
report(results)
