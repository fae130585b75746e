import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { DEMO_CANVAS_CLIENT } from '../apps/server/src/seed/demo-canvas-client.ts'

/*
 * Playwright's own browser downloads are off limits here (architecture brief: no
 * dependency whose install downloads a binary), so the tests drive the system Chromium.
 * A missing browser must fail the run loudly, never turn into skipped tests.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromiumPath)) {
  throw new Error(
    `E2E: no Chromium at ${chromiumPath}. Install it (Debian: apt-get install chromium) ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  )
}

/** E2E_PORT and WEB_DIST let parallel runs (several worktrees) avoid each other. */
const PORT = Number(process.env.E2E_PORT ?? 3180)
const baseURL = `http://localhost:${String(PORT)}`
/** A second origin for the host-page tests (docs/embedding.md), allowed to embed Quad. */
export const HOST_PAGE_PORT = PORT + 100
const hostPageOrigin = `http://127.0.0.1:${String(HOST_PAGE_PORT)}`
/** The demo school's Canvas stand-in (issue 17), filled by the server's demo seed. */
export const CANVAS_STANDIN_PORT = PORT + 10
const canvasStandinUrl = `http://127.0.0.1:${String(CANVAS_STANDIN_PORT)}`

/*
 * Every run starts from a fresh database. Playwright loads this file again in each worker;
 * workers inherit the variable, so they reuse the runner's directory instead of making one.
 */
function freshDataDir(): string {
  const inherited = process.env.QUAD_E2E_DATA_DIR
  if (inherited) return inherited
  const dir = mkdtempSync(join(tmpdir(), 'quad-e2e-'))
  process.env.QUAD_E2E_DATA_DIR = dir
  // The runner exits after it has stopped the server; a seeded database is ~40 MB.
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true })
  })
  return dir
}
const dataDir = freshDataDir()

/** `npm run screenshots` sets this to refresh docs/screenshots; ordinary runs leave them alone. */
const updateScreenshots = Boolean(process.env.UPDATE_SCREENSHOTS)

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

/*
 * Sized for a busy two-core machine (issue 12: the suite must hold with the machine loaded).
 * One worker: the server, its database thread and Chromium already need both cores, and a
 * second worker only makes every test slower. Timeouts are waits for conditions, never
 * sleeps: a test ends as soon as what it waits for happens. The slowest test measured on a
 * loaded machine (load average 16 on 2 cores, bench/HISTORY.md) stays under half of its
 * limit; tests marked slow (test.slow(), two browsers or a restart) get three times this.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // npm test's summary of the slowest tests (scripts/test.ts).
    ...(process.env.QUAD_TEST_REPORT_DIR
      ? [['json', { outputFile: join(process.env.QUAD_TEST_REPORT_DIR, 'e2e.json') }] as const]
      : []),
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /screenshots\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      // shell.spec.ts drives its own phone viewports (touch, 390 px) in the chromium project.
      testMatch: /login\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    ...(updateScreenshots
      ? [
          {
            name: 'screenshots',
            testMatch: /screenshots\.spec\.ts/,
            use: { ...devices['Desktop Chrome'], launchOptions },
          },
        ]
      : []),
  ],
  // The stand-in first: the server's demo seed fills it and connects Maya at start.
  webServer: [
    {
      command: 'node ../packages/canvas-standin/src/cli.ts',
      url: `${canvasStandinUrl}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        CANVAS_STANDIN_PORT: String(CANVAS_STANDIN_PORT),
        CANVAS_STANDIN_CLIENTS: JSON.stringify([DEMO_CANVAS_CLIENT]),
      },
    },
    {
      command: 'node ../apps/server/src/main.ts',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        // Explicit development: the notifications journey reads the development outbox.
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        HOST_ORIGINS: hostPageOrigin,
        // The embedded session needs SameSite=None; Secure (Chromium accepts Secure on localhost).
        COOKIE_SECURE: 'true',
        ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }),
        // Every test logs in from 127.0.0.1; the production default (10/min) would throttle the suite.
        LOGIN_LIMIT_PER_MINUTE: '1000',
        LMS_DEMO_STANDIN_URL: canvasStandinUrl,
      },
    },
  ],
})
