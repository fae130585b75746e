/**
 * P9 (issue 36 item 1): the top bar's unified search, `GET /api/v1/search?q=`, every kind at
 * once (people from the directory index, clubs, events, posts, comments, messages), for
 * students in 10 clubs each, 50 concurrent clients, beside a bare node:http baseline of the
 * same run. The school is P7's (`feed-seed.ts`): 100,000 students, 2,000 clubs, 1,000,000
 * posts by default (BENCH_STUDENTS, BENCH_CLUBS, BENCH_POSTS shrink it).
 *
 * The searches mix what students type: a word every post holds ("bench": the worst case for
 * posts, a million matches to order), one post's number (a rare word), a typo ("nmber"),
 * a name, and a club's word. Goal: p99 ≤ 50 ms on PostgreSQL, ≤ 150 ms embedded.
 *
 * Run: node bench/search.ts                 (embedded only)
 *      BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres node bench/search.ts
 * `BENCH_ONLY=embedded|postgres` runs one; `BENCH_PROFILE=<dir>` profiles the server.
 */
import { readFileSync } from 'node:fs'
import { SearchAnswer } from '@quad/shared'
import { BENCH_SCHOOL } from '@quad/server/src/seed/bench-seed.ts'
import { FEED_BENCH_PASSWORD, feedSchoolSeed, type FeedBenchSize } from './feed-seed.ts'
import {
  bearerToken,
  load,
  loadRequests,
  resultRow,
  row,
  type LoadRequest,
  type LoadResult,
} from './lib.ts'
import {
  afterSharedSeed,
  chooseTargets,
  measuredRun,
  measureEach,
  profileEnv,
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
const GOAL_P99_MS = { embedded: 150, postgres: 50 } as const

/** P7's school (shared with it in one `npm run bench`), and names to search for in it. */
const prepare = afterSharedSeed(feedSchoolSeed(SIZE), async (database, { viewerEmails }) => {
  const people = await database.pool.query<{ last_name: string }>(
    'select last_name from users order by id desc limit 5',
  )
  const clubs = await database.pool.query<{ name: string }>('select name from clubs limit 5')
  const names = [
    ...people.rows.map((r) => r.last_name),
    ...clubs.rows.map((r) => r.name.split(' ')[0] ?? r.name),
  ]
  return { emails: viewerEmails, names }
})

/** What the students type, in turn. */
function searches(names: readonly string[]): string[] {
  const rare = Math.max(1, Math.floor(SIZE.posts / 3))
  return ['bench', `number ${String(rare)}`, 'nmber', ...names]
}

interface Probe {
  q: string
  ms: number
  hits: number
}

async function requestsOf(url: string, emails: string[], names: string[]) {
  const requests: LoadRequest[] = []
  const probes: Probe[] = []
  const texts = searches(names)
  for (const [i, email] of emails.entries()) {
    const headers = {
      authorization: `Bearer ${await bearerToken(url, email, FEED_BENCH_PASSWORD)}`,
    }
    for (const q of texts) {
      const path = `/api/v1/search?q=${encodeURIComponent(q)}`
      requests.push({ path, headers })
      if (i > 0) continue
      const started = performance.now()
      const response = await fetch(url + path, { headers })
      const body = await response.text()
      if (!response.ok) throw new Error(`${path} answered ${String(response.status)}: ${body}`)
      const answer = SearchAnswer.parse(JSON.parse(body))
      const hits = answer.groups.reduce((sum, group) => sum + group.items.length, 0)
      probes.push({ q, ms: performance.now() - started, hits })
    }
  }
  return { requests, probes }
}

interface Measured {
  kind: Target['kind']
  baseline: LoadResult
  search: LoadResult
  probes: Probe[]
  memory: number
}

function measure(target: Target) {
  return measuredRun(
    prepare,
    () =>
      startQuad(target, BENCH_SCHOOL, {
        LOGIN_LIMIT_PER_MINUTE: '1000',
        // The per-student limit (60 a minute) would turn the load into 429s.
        SEARCH_LIMIT_PER_MINUTE: '1000000000',
        ...profileEnv(),
      }),
    async ({ quad, bare }, { emails, names }) => {
      const { requests, probes } = await requestsOf(quad.url, emails, names)
      await loadRequests(quad.url, requests, { durationSeconds: 2 })
      const baseline = await load(bare.url, { durationSeconds: SECONDS })
      const search = await loadRequests(quad.url, requests, { durationSeconds: SECONDS })
      return { kind: target.kind, baseline, search, probes, memory: serverMemory(quad) }
    },
  )
}

function report(results: Measured[]): void {
  const { students, clubs, posts, viewers } = SIZE
  console.log(
    `\nP9 unified search: ${String(students)} students, ${String(clubs)} clubs, ${String(posts)} posts;`,
  )
  console.log(
    `${String(viewers)} students, the searches in turn, 50 connections, ${String(SECONDS)} s`,
  )
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
  console.log('| database | target | req/s | p50 ms | p99 ms | errors | ratio to bare | goal |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { kind, baseline, search } of results) {
    const name = kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'
    const goal = GOAL_P99_MS[kind]
    console.log(resultRow(name, 'bare node:http', baseline, 1, ''))
    const ratio = search.requestsPerSecond / baseline.requestsPerSecond
    const met = search.p99 <= goal ? 'met' : '**missed**'
    console.log(
      resultRow(name, 'search, every kind', search, ratio, `p99 ≤ ${String(goal)} ms: ${met}`),
    )
  }
  console.log('\n| database | search | hits | one client, ms | server RSS MB |')
  console.log('|---|---|---|---|---|')
  for (const { kind, probes, memory } of results) {
    for (const p of probes) console.log(row([kind, p.q, p.hits, p.ms, memory]))
  }
}

const results: Measured[] = await measureEach(chooseTargets('p9'), measure)
report(results)
