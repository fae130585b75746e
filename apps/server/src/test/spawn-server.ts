import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.ts'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

export interface RunningServer {
  port: number
  url: string
  child: ChildProcess
  output(): string
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals | null>
}

/** Starts the real server (`node src/main.ts`) as a child process and waits for its URL. */
export async function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [MAIN], {
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000)
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
 * (null when not acknowledged); the acknowledged results come back for checking.
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
    const writers = Array.from({ length: lanes }, async (_, lane) => {
      while (!stop) {
        const result = await write(lane).catch(() => null)
        if (result !== null) acknowledged.push(result)
      }
    })
    await new Promise((r) => setTimeout(r, runMs))
    server.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    const exit = await server.exited
    if (exit !== 'SIGKILL') throw new Error(`server ended with ${String(exit)}, not SIGKILL`)
  }
  return acknowledged
}

/**
 * The environment for a file's server processes: a fresh DATA_DIR with the demo seed
 * and, on PostgreSQL, a database created for the file (and Redis when configured).
 */
export function useProcessEnv(): {
  env: () => Record<string, string>
  database: () => TestDatabase | undefined
} {
  let env: Record<string, string> = {}
  let database: TestDatabase | undefined
  beforeAll(async () => {
    env = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-proc-')),
      SEED: 'demo',
      LOGIN_LIMIT_PER_MINUTE: '100000',
      CHAT_SEND_LIMIT: '100000',
    }
    if (testDatabaseKind() === 'postgres') {
      database = await createTestDatabase()
      env.DATABASE_URL = database.url ?? ''
      if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL
    }
  })
  afterAll(async () => {
    await database?.drop()
  })
  return { env: () => env, database: () => database }
}
