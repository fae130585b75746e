import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '@quad/server/src/platform/db/database.ts'
import { spawnServer, type RunningServer } from '@quad/server/src/test/spawn-server.ts'

/**
 * Where a benchmark's data lives, and how the server process it spawns finds it: the
 * embedded database in a fresh data directory, or a fresh PostgreSQL database. Shared
 * by the benchmarks that run Quad as its own process (P1, P8).
 */
export interface Target {
  kind: 'embedded' | 'postgres'
  /** A fresh database, empty or a copy of a kept one (`keep`). */
  open(from?: KeptCopy): Promise<Database>
  /** Copies the closed database for later runs to open from (`onServers`'s shared seeds). */
  keep(as: KeptCopy): Promise<void>
  /** How the server process finds the same data. */
  serverEnv(): Record<string, string>
  cleanup(): Promise<void>
}

/** `label` names the temporary directory and database (`p1`, `p8`). */
function embeddedTarget(label: string): Target {
  // Created on open, so the parent process that only spawns the runs leaves nothing behind.
  let dataDir: string | undefined
  return {
    kind: 'embedded',
    open: (from) => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), `quad-${label}-`))
      // Where the server looks for it: DATA_DIR/pg (open-configured.ts).
      const pg = path.join(dataDir, 'pg')
      if (from) cpSync(from.directory, pg, { recursive: true })
      return openDatabase({ kind: 'embedded', dataDir: pg })
    },
    keep: async (as) => {
      if (!dataDir) throw new Error('nothing to keep: the database was never opened')
      cpSync(path.join(dataDir, 'pg'), as.directory, { recursive: true })
    },
    serverEnv: () => ({ DATA_DIR: dataDir ?? '' }),
    cleanup: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fresh database on the admin URL's server, so the run never meets earlier data. */
function postgresTarget(adminUrl: string, label: string): Target {
  const name = `quad_bench_${label}_${process.pid}`
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const withAdmin = async (statement: string) => {
    const admin = await openDatabase({ kind: 'postgres', url: adminUrl })
    try {
      await admin.pool.query(statement)
    } finally {
      await admin.close()
    }
  }
  return {
    kind: 'postgres',
    open: async (from) => {
      // FILE_COPY: a checkpoint and a copy of the files, where the default (WAL_LOG) writes
      // a 200,000-post database through the WAL page by page.
      await withAdmin(
        from
          ? `CREATE DATABASE ${name} TEMPLATE ${from.database} STRATEGY FILE_COPY`
          : `CREATE DATABASE ${name}`,
      )
      return openDatabase({ kind: 'postgres', url: url.toString() })
    },
    keep: (as) => withAdmin(`CREATE DATABASE ${as.database} TEMPLATE ${name} STRATEGY FILE_COPY`),
    serverEnv: () => ({ DATABASE_URL: url.toString() }),
    cleanup: () => withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

/** Embedded always; PostgreSQL with BENCH_PG_ADMIN, DATABASE_URL or `--postgres`; BENCH_ONLY picks one. */
export function chooseTargets(label: string): Target[] {
  const only = process.env.BENCH_ONLY
  const adminUrl =
    process.env.BENCH_PG_ADMIN ??
    process.env.DATABASE_URL ??
    (process.argv.includes('--postgres') ? 'postgres://postgres@127.0.0.1:5432/postgres' : null)
  const targets: Target[] = []
  if (only !== 'postgres') targets.push(embeddedTarget(label))
  if (only !== 'embedded' && adminUrl) targets.push(postgresTarget(adminUrl, label))
  return targets
}

/**
 * Quad as its own process on the target's data: production settings, no demo seed,
 * `defaultSchool` on every host; silent unless BENCH_LOG=1 (logging costs throughput);
 * `env` adds what one benchmark needs (a raised limit, a CPU profile).
 */
export function startQuad(
  target: Target,
  defaultSchool: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return spawnServer({
    ...target.serverEnv(),
    SEED: 'none',
    DEFAULT_SCHOOL: defaultSchool,
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: process.env.BENCH_LOG ? 'error' : 'silent',
    ...env,
  })
}

/**
 * BENCH_PROFILE=<dir>: what makes the spawned server write its CPU profile there as it
 * stops (summarise it with `bench/profile-summary.ts`); nothing when unset.
 */
export function profileEnv(): Record<string, string> {
  const dir = process.env.BENCH_PROFILE
  return dir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}` } : {}
}

/** bench/bare-http.ts as a child process: the baseline runs apart from the load, like Quad. */
export async function startBare(): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-http.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/[^/\s]+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`bare-http exited (${String(code)})`)))
  })
  return { url, stop: () => child.kill('SIGTERM') }
}

/** A server's resident memory (MB), read from /proc. */
export function serverMemory(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.child.pid ?? 0}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

/** What a measured run gets: Quad and the bare baseline, each its own process. */
export interface Servers {
  quad: RunningServer
  bare: { url: string }
}

/**
 * Where a kept database lives: a data directory (embedded) or a template database's name
 * (PostgreSQL).
 */
export interface KeptCopy {
  directory: string
  database: string
}

/**
 * A seed two benchmarks of one `npm run bench` share (P7's and P9's school, ~100 s a
 * database): the first seeds and keeps a copy, the next opens a copy of that. run-all.ts
 * names a directory in BENCH_SEED_CACHE and removes it, and the PostgreSQL copies, when the
 * run ends (`dropKeptSeeds`); without it (a benchmark run alone) each seeds its own.
 */
export interface SharedSeed<S> {
  /** What is seeded, its size included: equal names, equal databases. Letters, digits, `_`. */
  name: string
  seed(database: Database): Promise<S>
}

/** What fills a measured run's database: a function, or a shared seed and what follows it. */
export type Preparation<P> =
  | ((database: Database) => Promise<P>)
  | { shared: SharedSeed<unknown>; then(database: Database, seeded: unknown): Promise<P> }

/** `then` after the shared seed `shared` (typed here, so the union above need not be). */
export function afterSharedSeed<S, P>(
  shared: SharedSeed<S>,
  then: (database: Database, seeded: S) => Promise<P>,
): Preparation<P> {
  return { shared, then: (database, seeded) => then(database, seeded as S) }
}

/**
 * The prefix of every kept PostgreSQL copy of one run: BENCH_SEED_CACHE's random suffix, so
 * runs side by side keep apart, and short (PostgreSQL cuts names at 63 bytes).
 */
export function keptDatabasePrefix(cache: string): string {
  const suffix = path.basename(cache).split('-').at(-1) ?? ''
  return `quad_kept_${suffix.toLowerCase().replace(/\W/g, '_')}_`
}

/** Opens the run's database and fills it; a shared seed's copy is kept after `close`. */
async function preparedRun<P>(
  target: Target,
  preparation: Preparation<P>,
): Promise<{ value: P; keep(): Promise<void> }> {
  const nothing = async () => undefined
  if (typeof preparation === 'function') {
    const database = await target.open()
    try {
      return { value: await preparation(database), keep: nothing }
    } finally {
      await database.close()
    }
  }
  const cache = process.env.BENCH_SEED_CACHE
  const { name } = preparation.shared
  const kept: KeptCopy | null = cache
    ? {
        directory: path.join(cache, `${name}_${target.kind}`),
        database: keptDatabasePrefix(cache) + name,
      }
    : null
  const seededFile = kept && `${kept.directory}.json`
  const found = seededFile && existsSync(seededFile)
  const database = await target.open(found ? kept : undefined)
  try {
    const seeded = found
      ? (JSON.parse(readFileSync(seededFile, 'utf8')) as unknown)
      : await preparation.shared.seed(database)
    const value = await preparation.then(database, seeded)
    const keep = async () => {
      if (!kept || !seededFile || found) return
      await target.keep(kept)
      // Written last: a copy is used only once it is whole.
      writeFileSync(seededFile, JSON.stringify(seeded))
    }
    return { value, keep }
  } finally {
    await database.close()
  }
}

/** What a benchmark does on one target: fill its database, start Quad, measure. */
export interface MeasuredRun<P, T> {
  prepare: Preparation<P>
  start: () => Promise<RunningServer>
  run: (servers: Servers, prepared: P) => Promise<T>
}

/**
 * One measured run on each target. Every database is filled first, side by side: the
 * embedded one's seed runs in PGlite's worker thread while PostgreSQL's runs in its own
 * backend, so on two cores the two seeds take about as long as the longer one (P7's school:
 * 62 s and 44 s one after the other; issue 33 item 7, `npm run bench` within 10 minutes).
 * Nothing is measured until both are done. Then each target is measured alone, in turn:
 * Quad and the bare baseline start (the databases are closed by then: the embedded one
 * allows one process), `run` measures, both processes stop. Every target's data is removed
 * at the end, whatever happens.
 */
export async function measureEach<P, T>(
  targets: Target[],
  runOf: (target: Target) => MeasuredRun<P, T>,
): Promise<T[]> {
  const runs = targets.map((target) => ({ target, ...runOf(target) }))
  try {
    const settled = await Promise.allSettled(
      runs.map(async ({ target, prepare }) => {
        const { value, keep } = await preparedRun(target, prepare)
        await keep()
        return value
      }),
    )
    const prepared = settled.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason
      return outcome.value
    })
    const results: T[] = []
    for (const [i, { start, run }] of runs.entries()) {
      results.push(await onStartedServers(start, (servers) => run(servers, prepared[i] as P)))
    }
    return results
  } finally {
    for (const { target } of runs) await target.cleanup()
  }
}

/** A `MeasuredRun` of its three parts, their types inferred. */
export function measuredRun<P, T>(
  prepare: Preparation<P>,
  start: () => Promise<RunningServer>,
  run: (servers: Servers, prepared: P) => Promise<T>,
): MeasuredRun<P, T> {
  return { prepare, start, run }
}

/** One measured run on `target` alone (`measureEach` with one target). */
export async function onServers<P, T>(
  target: Target,
  prepare: Preparation<P>,
  start: () => Promise<RunningServer>,
  run: (servers: Servers, prepared: P) => Promise<T>,
): Promise<T> {
  const [result] = await measureEach([target], () => measuredRun(prepare, start, run))
  return result as T
}

/** Quad and the bare baseline started for `run`, and stopped whatever happens. */
async function onStartedServers<T>(
  start: () => Promise<RunningServer>,
  run: (servers: Servers) => Promise<T>,
): Promise<T> {
  let quad: RunningServer | undefined
  let bare: Awaited<ReturnType<typeof startBare>> | undefined
  try {
    quad = await start()
    bare = await startBare()
    return await run({ quad, bare })
  } finally {
    bare?.stop()
    if (quad) {
      quad.child.kill('SIGTERM')
      await quad.exited
    }
  }
}
