import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { SERVER_BUNDLE } from '../../build/bundle.ts'

/** The server as `npm start` serves: the bundle (decision 074), remade by the global setup. */
const MAIN = SERVER_BUNDLE

/**
 * `npm start` itself: its command line from the root package.json, node's flags included
 * (this suite's start-up test and bench/startup.ts run it without npm in between).
 */
export function npmStartArgs(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../..')
  const manifest = z
    .object({ scripts: z.object({ start: z.string() }) })
    .parse(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')))
  const [, ...args] = manifest.scripts.start.split(' ')
  return args.map((arg) => (arg.endsWith('.ts') ? path.join(root, arg) : arg))
}

export interface RunningServer {
  port: number
  url: string
  child: ChildProcess
  output(): string
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals | null>
}

/**
 * Starts the real server as a child process (`node dist/main.mjs`, or `args`, such as
 * `npmStartArgs()`) and waits for its URL.
 */
export async function spawnServer(
  env: Record<string, string>,
  args: string[] = [MAIN],
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  )
  const port = await new Promise<number>((resolve, reject) => {
    // A server that missed its start is killed: left running, it would hold its port and
    // its data directory's lock for whatever runs next (bench/crash-soak saw exactly that).
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start:\n${out}`))
    }, 60_000)
    const onData = () => {
      const match = /http:\/\/localhost:(\d+)\//.exec(out)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve(Number(match[1]))
    }
    child.stdout.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${String(code)}) before listening:\n${out}`))
    })
  })
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => out, exited }
}

/**
 * R2: runs a steady write load against the real server and kills it with SIGKILL
 * mid-load, `cycles` times. `prepare` readies each fresh server and returns one write
 * for a lane (null when not acknowledged); the acknowledged results come back for checking.
 * Each cycle lasts `runMs` at least, and (a loaded machine is slow) until every lane has had
 * a write acknowledged in it: the kill lands among acknowledged and in-flight writes of
 * every kind the lanes write.
 */
export async function writeThroughKills<T>(
  env: Record<string, string>,
  prepare: (server: RunningServer, cycle: number) => Promise<(lane: number) => Promise<T | null>>,
  { cycles = 3, lanes = 4, runMs = 700 } = {},
): Promise<T[]> {
  const acknowledged: T[] = []
  for (let cycle = 0; cycle < cycles; cycle++) {
    const server = await spawnServer(env)
    const write = await prepare(server, cycle)
    let stop = false
    const ackedIn = Array.from({ length: lanes }, () => 0)
    const writers = Array.from({ length: lanes }, async (_, lane) => {
      while (!stop) {
        const result = await write(lane).catch(() => null)
        if (result === null) continue
        acknowledged.push(result)
        ackedIn[lane] = (ackedIn[lane] ?? 0) + 1
      }
    })
    const started = Date.now()
    while (
      Date.now() - started < runMs ||
      (ackedIn.some((n) => n === 0) && Date.now() - started < 60_000)
    ) {
      await new Promise((r) => setTimeout(r, 20))
    }
    server.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    const exit = await server.exited
    if (exit !== 'SIGKILL') throw new Error(`server ended with ${String(exit)}, not SIGKILL`)
  }
  return acknowledged
}
