// @engines embedded: the data directory a first start makes
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { npmStartArgs, spawnServer, type RunningServer } from '../test/spawn-server.ts'
import { testDatabaseKind } from '../test/test-database.ts'
import { tempDirForTests } from '../test/temp-dir.ts'

/** Every directory and file under `root` (root included) with its permission bits. */
function modes(root: string): { path: string; kind: 'dir' | 'file'; mode: number }[] {
  const stat = lstatSync(root)
  if (stat.isSymbolicLink()) return []
  const kind = stat.isDirectory() ? 'dir' : 'file'
  const self = { path: root, kind, mode: stat.mode & 0o777 } as const
  if (kind === 'file') return [self]
  return [self, ...readdirSync(root).flatMap((name) => modes(path.join(root, name)))]
}

/** What is not private to the server's user: directories 0700, files 0600. */
const exposed = (root: string) =>
  modes(root).filter((entry) => entry.mode !== (entry.kind === 'dir' ? 0o700 : 0o600))

async function runOnce(
  env: Record<string, string>,
  serving = (_server: RunningServer) => {},
): Promise<string> {
  const server: RunningServer = await spawnServer({ SEED: 'none', ...env }, npmStartArgs())
  try {
    serving(server)
    // A write, so the database has something in its WAL, then a clean stop (checkpoint).
    await fetch(`${server.url}/mobile_ws/v18/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@demo.edu', password: 'not the password' }),
    })
  } finally {
    // Also when a check failed: a server left running holds its data directory's lock.
    server.child.kill('SIGTERM')
  }
  expect(await server.exited).toBe(0)
  return server.output()
}

/**
 * Issue 12 item 1: PGlite left DATA_DIR/pg (the WAL with the JWT key, password hashes,
 * sessions, messages) readable and writable by every local user. The real server, as
 * `npm start` runs it, on the embedded database (the PostgreSQL project has no pg/).
 */
const embedded = testDatabaseKind() !== 'postgres'
describe.runIf(embedded)('the data directory', () => {
  // Made only where the describe runs: a skipped one's afterAll would not remove it.
  const dataDir = embedded ? path.join(tempDirForTests('quad-modes-'), 'data') : ''

  it('is created private: directories 0700, files 0600, the WAL included', async () => {
    const output = await runOnce({ DATA_DIR: dataDir, NODE_ENV: 'development' }, (server) => {
      // `npm start` became the bundled server (scripts/serve.ts), with malloc's thresholds
      // set: what its checks loaded is not held by the server (decision 064, P6).
      const proc = `/proc/${String(server.child.pid)}`
      expect(readFileSync(`${proc}/cmdline`, 'utf8').split('\0')).toContain(
        path.resolve(import.meta.dirname, '../../dist/serve.mjs'),
      )
      // Its start-up garbage is collected once the start is over (decision 064, stop 69).
      expect(readFileSync(`${proc}/cmdline`, 'utf8').split('\0')).toContain('--expose-gc')
      expect(readFileSync(`${proc}/environ`, 'utf8').split('\0')).toContain(
        'MALLOC_TRIM_THRESHOLD_=4194304',
      )
    })
    expect(modes(path.join(dataDir, 'pg')).length).toBeGreaterThan(100)
    expect(exposed(dataDir)).toEqual([])
    // Issue 12 item 2: a development server says loudly what it turns on.
    expect(output).toMatch(/DEVELOPMENT MODE/)
    expect(output).toMatch(/\/dev\/outbox/)
    expect(output).toMatch(/NODE_ENV=production/)
  }, 180_000)

  it('is tightened at start when an older server left it open', async () => {
    for (const entry of modes(dataDir)) chmodSync(entry.path, entry.kind === 'dir' ? 0o777 : 0o666)
    for (const dir of ['files/photos/1', 'outbox/demo']) {
      mkdirSync(path.join(dataDir, dir), { recursive: true, mode: 0o777 })
      chmodSync(path.join(dataDir, dir), 0o777)
      writeFileSync(path.join(dataDir, dir, 'old'), 'personal data', { mode: 0o666 })
      chmodSync(path.join(dataDir, dir, 'old'), 0o666)
    }
    expect(exposed(dataDir).length).toBeGreaterThan(100)
    const output = await runOnce({ DATA_DIR: dataDir, NODE_ENV: 'production' })
    expect(exposed(dataDir).map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([])
    expect(output).not.toMatch(/DEVELOPMENT MODE/)
  }, 180_000)
})
