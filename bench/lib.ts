import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { z } from 'zod'
import type { AppDeps } from '@quad/server/src/app.ts'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Transport errors (timeouts, resets) plus non-2xx answers. */
  errors: number
  non2xx: number
}

type AutocannonResult = Awaited<ReturnType<typeof autocannon>>

function summarise(result: AutocannonResult): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
  }
}

/** Runs autocannon against a URL; latency in ms. */
export async function load(
  url: string,
  options: {
    connections?: number
    durationSeconds?: number
    headers?: Record<string, string>
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 5,
    headers: options.headers ?? {},
  })
  return summarise(result)
}

/**
 * Like `load`, but every request takes the next path of `paths`, shared by all
 * connections: the mix is spread over the run instead of 50 clients in lockstep.
 */
export function loadPaths(
  baseUrl: string,
  paths: readonly string[],
  options: {
    connections?: number
    durationSeconds?: number
    headers?: Record<string, string>
  } = {},
): Promise<LoadResult> {
  const headers = options.headers ?? {}
  return loadRequests(
    baseUrl,
    paths.map((path) => ({ path, headers })),
    options,
  )
}

/** One request of a mix: its path and its own headers (each student's token). */
export interface LoadRequest {
  path: string
  headers: Record<string, string>
}

/** Like `loadPaths`, each request with its own headers. */
export async function loadRequests(
  baseUrl: string,
  requests: readonly LoadRequest[],
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  let next = 0
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 5,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]
          return {
            ...request,
            path: chosen?.path ?? '/',
            headers: { ...request.headers, ...chosen?.headers },
          }
        },
      },
    ],
  })
  return summarise(result)
}

/** The bare baseline of quality.md: a node:http hello-world in the same process. */
export async function startBareHttp(port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"status":"ok"}')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${bound}`, server }
}

/** Signs a student in (`/mobile_ws/v18/login`): their session cookie. */
export async function loginCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/mobile_ws/v18/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

/** A student's bearer token (15 minutes: longer than a run). */
export async function bearerToken(url: string, email: string, password: string): Promise<string> {
  const cookie = await loginCookie(url, email, password)
  const tokens = await fetch(`${url}/mobile_ws/v18/auth_tokens`, { headers: { cookie } })
  return z.object({ jwt: z.string() }).parse(await tokens.json()).jwt
}

/**
 * One line of the benches' common table (database, target, req/s, p50, p99, errors,
 * ratio to bare, goal): `result` and its ratio to the same run's bare baseline.
 */
export function resultRow(
  database: string,
  target: string,
  result: LoadResult,
  ratio: number,
  goal: string,
): string {
  const { requestsPerSecond, p50, p99, errors } = result
  return row([database, target, requestsPerSecond, p50, p99, String(errors), ratio, goal])
}

export function row(cells: Array<string | number>): string {
  return `| ${cells.map((c) => (typeof c === 'number' ? c.toFixed(c < 10 ? 2 : 0) : c)).join(' | ')} |`
}

/** The app configuration every in-process benchmark server uses: production, no frames, no web. */
export function benchAppConfig(defaultSchool: string, dataDir: string): AppDeps['config'] {
  return {
    baseDomain: undefined,
    defaultSchool,
    hostOrigins: [],
    corsOrigins: [],
    analytics: null,
    trustProxy: false,
    cookieSecure: 'auto',
    nodeEnv: 'production',
    developmentMode: false,
    smtpUrl: undefined,
    webDist: '/none',
    dataDir,
    host: '127.0.0.1',
    outboundAllowHosts: [],
    vapidKeys: undefined,
    vapidSubject: 'mailto:push@bench.invalid',
  }
}

export const BENCH_JWT_SECRET = new TextEncoder().encode('bench-secret-bench-secret-bench-secret')

/** Milliseconds of `runs` calls, one after another: the median and the slowest. */
export async function timed(runs: number, call: () => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call()
    times.push(performance.now() - started)
  }
  const sorted = times.toSorted((a, b) => a - b)
  return { median: sorted[Math.floor(runs / 2)] ?? 0, max: sorted.at(-1) ?? 0 }
}

export type Timing = Awaited<ReturnType<typeof timed>>

/** The machine's load average (1, 5, 15 minutes). */
export const loadAverage = () =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
