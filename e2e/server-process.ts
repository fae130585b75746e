import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The server as `npm start` runs it (decision 074); the e2e package's test script bundles it. */
const MAIN = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url))

/**
 * A Quad server of a test's own, on its own port and data directory, for tests that
 * kill and restart it; the suite's shared server is never touched.
 */
export class OwnServer {
  readonly port: number
  readonly dataDir = mkdtempSync(join(tmpdir(), 'quad-e2e-own-'))
  #child: ChildProcess | null = null

  constructor(port: number) {
    this.port = port
  }

  get baseURL(): string {
    return `http://localhost:${String(this.port)}`
  }

  /** Starts (or restarts, on the same data) and waits until it answers /readyz. */
  async start(): Promise<void> {
    this.#child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        COOKIE_SECURE: 'true',
        LOGIN_LIMIT_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // What it said last, for the error when it does not start.
    let said = ''
    const keep = (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-2000)
    }
    this.#child.stdout?.on('data', keep)
    this.#child.stderr?.on('data', keep)
    // A (re)start loads the demo and its modules: seconds when idle, a minute or more on a
    // two-core machine that also runs two browsers and two other servers.
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${this.baseURL}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error(`the test server did not start within 120 s; it said:\n${said}`)
  }

  /** SIGKILL: no drain, no goodbye to sockets — a crash. */
  async crash(): Promise<void> {
    const child = this.#child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  /** SIGTERM, then the data directory goes. */
  async dispose(): Promise<void> {
    const child = this.#child
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}
