/**
 * P6 (quality.md): start-up and memory with the embedded database, as `npm start` runs it
 * (its command line from package.json: the demo's Canvas stand-in, migrations, the demo seed).
 *
 * Run: node bench/startup.ts
 * The web app is built first if stale and that build is timed apart: `npm install` builds
 * it (the root `postinstall`), so the start figures exclude it. Each run, from an empty
 * DATA_DIR: the first start until `/login` answers 200, a restart on the same DATA_DIR, then
 * the idle server's RSS after BENCH_IDLE_SECONDS (10) — the process tree's, worker threads
 * included (they share the process). A bare node:http process measured the same way is the
 * baseline. BENCH_RUNS (2) runs; the medians are judged. Ports 4400–4499 (BENCH_PORT).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isWebBuildStale, buildWebIfStale } from '../scripts/web-build.ts'
import { npmStartArgs } from '../apps/server/src/test/spawn-server.ts'
import { bundleServerIfStale, isServerBundleStale } from '../apps/server/build/bundle.ts'
import { makeDemoDump, usableDemoDump } from '../apps/server/src/seed/demo-dump.ts'
import { row } from './lib.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 2)
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 4400)
const root = path.resolve(import.meta.dirname, '..')
/** `npm start`'s own command line (its node flags included), run without npm in between. */
const startArgs = npmStartArgs()
/** quality.md P6. */
const GOALS = { firstStart: 5, restart: 2, idleRssMb: 300 } as const

interface Started {
  child: ChildProcess
  seconds: number
  output: () => string
}

/** Spawns `args` and polls `url` until it answers 200: seconds from spawn to that answer. */
async function startUntil200(args: string[], env: Record<string, string>, url: string) {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()))
  let exited = false
  child.on('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error(`${args.join(' ')} exited before answering:\n${out}`)
    if (performance.now() - started > 120_000) {
      child.kill('SIGTERM')
      throw new Error(`no 200 from ${url} within 120 s:\n${out}`)
    }
    // As a browser asks: the SPA answers a page to whoever accepts HTML (platform/http/spa.ts).
    const status = await fetch(url, { headers: { accept: 'text/html' } }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const seconds = (performance.now() - started) / 1000
  return { child, seconds, output: () => out } satisfies Started
}

async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Resident memory of a process and its descendants, MB (/proc: VmRSS counts every thread). */
function treeRssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  )
  return kb / 1024 + children.reduce((sum, child) => sum + treeRssMb(Number(child)), 0)
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))

interface Run {
  firstStart: number
  restart: number
  idleRssMb: number
  bareStart: number
  bareRssMb: number
}

async function measureOnce(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-p6-'))
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    CANVAS_STANDIN_PORT: String(PORT + 1),
    LOG_LEVEL: 'warn',
  }
  const login = `http://localhost:${PORT}/login`
  try {
    const first = await startUntil200(startArgs, env, login)
    await stop(first)
    const again = await startUntil200(startArgs, env, login)
    await idle()
    const idleRssMb = treeRssMb(again.child.pid ?? 0)
    await stop(again)
    const bareEnv = { PORT: String(PORT + 2) }
    const bare = await startUntil200(
      ['bench/bare-http.ts'],
      bareEnv,
      `http://127.0.0.1:${PORT + 2}/`,
    )
    await idle()
    const bareRssMb = treeRssMb(bare.child.pid ?? 0)
    await stop(bare)
    return {
      firstStart: first.seconds,
      restart: again.seconds,
      idleRssMb,
      bareStart: bare.seconds,
      bareRssMb,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

// What `npm install`'s postinstall makes, made here when stale and left out of the timing:
// P6 measures a start after the install. The web build, the server bundle, and the demo's
// dump the first start loads (decision 065): a dump older than the server's sources is not
// used, and the first start would seed the demo itself (12–15 s, measured 2026-11-29).
const buildStarted = performance.now()
const stale = [
  isWebBuildStale() && 'web build',
  isServerBundleStale() && 'server bundle',
  !usableDemoDump() && 'demo dump',
].filter((what) => typeof what === 'string')
buildWebIfStale()
await bundleServerIfStale()
if (!usableDemoDump()) await makeDemoDump()
const buildSeconds = (performance.now() - buildStarted) / 1000

const runs: Run[] = []
for (let i = 0; i < RUNS; i++) {
  runs.push(await measureOnce())
  console.error(`run ${i + 1}/${RUNS}: ${JSON.stringify(runs.at(-1))}`)
}
const of = (key: keyof Run) => median(runs.map((r) => r[key]))
const each = (key: keyof Run, digits: number) => runs.map((r) => r[key].toFixed(digits)).join(', ')

console.log(`\nP6 start-up and memory, embedded database, ${RUNS} runs (median judged)`)
console.log(
  stale.length > 0
    ? `${stale.join(', ')} (made by npm install's postinstall, excluded below): ${buildSeconds.toFixed(1)} s`
    : 'web build, server bundle, demo dump: already fresh (npm install makes them), excluded below',
)
console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}\n`)
console.log('| what | runs | median | bare node:http | ratio to bare | goal |')
console.log('|---|---|---|---|---|---|')
const verdict = (value: number, goal: number, unit: string) =>
  `≤ ${goal} ${unit}: ${value <= goal ? 'met' : '**missed**'}`
const lines: Array<[string, keyof Run, number, string, number]> = [
  ['first start → /login 200 (s)', 'firstStart', GOALS.firstStart, 's', of('bareStart')],
  ['restart → /login 200 (s)', 'restart', GOALS.restart, 's', of('bareStart')],
  [`idle RSS after ${IDLE_SECONDS} s (MB)`, 'idleRssMb', GOALS.idleRssMb, 'MB', of('bareRssMb')],
]
for (const [what, key, goal, unit, bare] of lines) {
  const value = of(key)
  const digits = unit === 's' ? 2 : 0
  console.log(row([what, each(key, digits), value, bare, value / bare, verdict(value, goal, unit)]))
}
