import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { FullConfig } from '@playwright/test'
import { DEMO_CANVAS_CLIENT } from '../apps/server/src/seed/demo-canvas-client.ts'
import { slotPorts } from './ports.ts'

/*
 * The suite's servers (playwright.config.ts's global setup): per worker slot, a Canvas
 * stand-in and then a Quad, each slot started beside the others. Playwright's `webServer`
 * list starts its servers one after another: six took 20 s before the first test on a quiet
 * machine, three Quads at once about as long as one (decision 070).
 */

interface ServerSpec {
  /** How its output lines are marked, and how an error names it. */
  name: string
  script: string
  env: Record<string, string>
  /** Answers 2xx once the server is ready. */
  readyUrl: string
  startTimeoutMs: number
  /** SIGTERM, then SIGKILL after this long. */
  stopTimeoutMs: number
}

/** The run's data root and Redis namespace, which playwright.config.ts makes (one per run). */
export interface RunPlaces {
  dataRoot: string
  redisRunPrefix: string
}

/** One slot's Canvas stand-in and Quad, on the slot's ports with its own data directory. */
export function slotServers(slot: number, run: RunPlaces): [ServerSpec, ServerSpec] {
  const at = slotPorts(slot)
  const canvasStandinUrl = `http://127.0.0.1:${String(at.canvasStandin)}`
  return [
    {
      name: `slot ${String(slot)} canvas-standin`,
      script: '../packages/canvas-standin/src/cli.ts',
      readyUrl: `${canvasStandinUrl}/`,
      startTimeoutMs: 30_000,
      stopTimeoutMs: 5_000,
      env: {
        CANVAS_STANDIN_PORT: String(at.canvasStandin),
        CANVAS_STANDIN_CLIENTS: JSON.stringify([DEMO_CANVAS_CLIENT]),
      },
    },
    {
      name: `slot ${String(slot)} quad`,
      // The bundle `npm start` runs (decision 074), remade by the package's test script.
      script: '../apps/server/dist/main.mjs',
      readyUrl: `http://localhost:${String(at.app)}/readyz`,
      // Three Quads load the demo at once beside the suite's first browsers.
      startTimeoutMs: 120_000,
      stopTimeoutMs: 10_000,
      env: {
        // Explicit development: the notifications journey reads the development outbox.
        NODE_ENV: 'development',
        PORT: String(at.app),
        HOST: '127.0.0.1',
        DATA_DIR: join(run.dataRoot, `slot-${String(slot)}`),
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // A second origin for the host-page tests (docs/embedding.md), allowed to embed Quad.
        HOST_ORIGINS: `http://127.0.0.1:${String(at.hostPage)}`,
        // The embedded session needs SameSite=None; Secure (Chromium accepts Secure on localhost).
        COOKIE_SECURE: 'true',
        ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
        // Every test logs in from 127.0.0.1; the production default (10/min) would throttle the suite.
        LOGIN_LIMIT_PER_MINUTE: '1000',
        LMS_DEMO_STANDIN_URL: canvasStandinUrl,
        // The specs' own identity provider, push service and linked pages on loopback, named so the
        // outbound guard lets Quad reach them (issue 30 security 2); nothing else on this
        // machine is reachable.
        OUTBOUND_ALLOW_HOSTS: [at.idp, at.pushStandin, at.linkPages]
          .map((port) => `127.0.0.1:${String(port)}`)
          .join(','),
        // With REDIS_URL set (CI), every slot of every run has a bus and keys of its own: the
        // seeds give both slots the same user ids, so a shared channel would announce one
        // slot's posts on the other's sockets ("2 new posts" where a spec waits for one).
        REDIS_PREFIX: `${run.redisRunPrefix}-${String(slot)}:`,
      },
    },
  ]
}

interface Running {
  spec: ServerSpec
  child: ChildProcess
  /** What it said last, for the error when it stops before it is ready. */
  said: () => string
}

const answers = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  )

/** Starts one server and resolves once its ready URL answers; rejects if it exits first. */
async function start(spec: ServerSpec, started: Running[]): Promise<void> {
  // A server left from another run would answer for this one with its own data.
  if (await answers(spec.readyUrl)) {
    throw new Error(`${spec.readyUrl} already answers: stop what runs there, or set E2E_PORT`)
  }
  const child = spawn(process.execPath, [spec.script], {
    cwd: import.meta.dirname,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let said = ''
  const relay = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4_000)
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) process.stdout.write(`[${spec.name}] ${line}\n`)
    }
  }
  child.stdout.on('data', relay)
  child.stderr.on('data', relay)
  started.push({ spec, child, said: () => said })

  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => {
      reject(
        new Error(`${spec.name} stopped (${String(signal ?? code)}) before it was ready:\n${said}`),
      )
    })
  })
  exited.catch(() => undefined)
  const deadline = Date.now() + spec.startTimeoutMs
  while (Date.now() < deadline) {
    const ready = await Promise.race([answers(spec.readyUrl), exited])
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `${spec.name} was not ready within ${String(spec.startTimeoutMs / 1000)} s:\n${said}`,
  )
}

async function stop({ spec, child }: Running): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), spec.stopTimeoutMs)
  await exited
  clearTimeout(timer)
}

/**
 * Global setup: every slot's servers, the slots side by side (a slot's stand-in before its
 * Quad, whose demo seed connects Maya to it at start). Returns the teardown, which stops
 * them all; a start that fails stops what had started before it throws.
 */
export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const dataRoot = process.env.QUAD_E2E_DATA_DIR
  const redisRunPrefix = process.env.QUAD_E2E_REDIS_PREFIX
  if (!dataRoot || !redisRunPrefix) {
    throw new Error('playwright.config.ts sets QUAD_E2E_DATA_DIR and QUAD_E2E_REDIS_PREFIX')
  }
  const started: Running[] = []
  const stopAll = () => Promise.all(started.map(stop)).then(() => undefined)
  const slots = Array.from({ length: config.workers }, (_, slot) => slot)
  const outcomes = await Promise.allSettled(
    slots.map(async (slot) => {
      for (const spec of slotServers(slot, { dataRoot, redisRunPrefix })) {
        await start(spec, started)
      }
    }),
  )
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return stopAll
}
