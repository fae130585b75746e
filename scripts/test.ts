/**
 * `npm test`: every check, for real (decision 070). Lint (ESLint, Prettier) and typecheck
 * side by side, then the Vitest suites (shared, the Canvas stand-in, web, and the server on
 * PostgreSQL with TEST_DATABASE_URL and on PGlite), the web build's budgets (scripts/check-bundle.ts), and the
 * Playwright e2e suite in system Chromium. In CI a missing database or browser fails the run
 * instead of skipping it. At the end: each suite's wall time, and the slowest tests in
 * test-results/slowest-tests.md.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { buildWebIfStale } from './web-build.ts'
import { slowestTests } from './test-report.ts'

const root = path.resolve(import.meta.dirname, '..')
const inCi = process.env.CI === 'true' || process.env.CI === '1'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const reports = path.join(root, 'test-results', 'reports')

function fail(message: string): never {
  process.stderr.write(`\nnpm test: ${message}\n`)
  process.exit(1)
}

if (inCi && !process.env.TEST_DATABASE_URL) {
  fail('CI must set TEST_DATABASE_URL so the server suites also run on PostgreSQL.')
}
if (!existsSync(chromium)) {
  fail(`no Chromium at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`)
}
if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write(
    'npm test: TEST_DATABASE_URL is not set; server suites run on PGlite only.\n',
  )
}

interface Step {
  name: string
  args: string[]
  /** Run before the step (the web build the bundle check and e2e need). */
  before?: () => void
}

/** A Vitest workspace's run, with a JSON report of each test's time for the summary. */
const vitest = (name: string, workspace: string): Step => ({
  name,
  args: [
    'test',
    '--workspace',
    workspace,
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(reports, `${name}.json`)}`,
  ],
})

/** Steps of one phase run side by side; phases run one after another. */
const phases: Step[][] = [
  // `npm run lint` is ESLint then Prettier; side by side with the typecheck, three steps
  // share the two cores better than two (measured: 81 s of typecheck beside 80 of lint).
  [
    { name: 'eslint', args: ['exec', '--', 'eslint', '.'] },
    { name: 'prettier', args: ['exec', '--', 'prettier', '--check', '.'] },
    { name: 'typecheck', args: ['run', 'typecheck'] },
  ],
  [
    vitest('shared', '@quad/shared'),
    vitest('canvas-standin', '@quad/canvas-standin'),
    vitest('push-standin', '@quad/push-standin'),
  ],
  [vitest('web', '@quad/web')],
  // The server's page-render tests render with the web app's real server entry (decision 075).
  [{ ...vitest('server', '@quad/server'), before: buildWebIfStale }],
  [{ name: 'bundle', args: ['run', 'check:bundle'], before: buildWebIfStale }],
  [{ name: 'e2e', args: ['test', '--workspace', '@quad/e2e'] }],
]

interface Outcome {
  name: string
  ok: boolean
  seconds: number
}

/** Output of steps run side by side is held and printed whole, one step after the other. */
function run(step: Step, sideBySide: boolean): Promise<Outcome> {
  step.before?.()
  const started = performance.now()
  const child = spawn('npm', step.args, {
    cwd: root,
    stdio: sideBySide ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, QUAD_TEST_REPORT_DIR: reports },
  })
  const held: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (sideBySide) {
        process.stdout.write(`\n=== ${step.name} ===\n`)
        process.stdout.write(Buffer.concat(held))
      }
      const seconds = (performance.now() - started) / 1000
      resolve({ name: step.name, ok: code === 0, seconds })
    })
  })
}

rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const started = performance.now()
const outcomes: Outcome[] = []
for (const phase of phases) {
  const sideBySide = phase.length > 1
  if (!sideBySide) process.stdout.write(`\n=== ${phase[0]?.name ?? ''} ===\n`)
  outcomes.push(...(await Promise.all(phase.map((step) => run(step, sideBySide)))))
}
const total = (performance.now() - started) / 1000

const slowest = slowestTests(reports, 20)
const slowestFile = path.join(root, 'test-results', 'slowest-tests.md')
slowest.write(slowestFile)
process.stdout.write(
  `\nThe ${String(slowest.count)} slowest tests: ${path.relative(root, slowestFile)}\n`,
)
process.stdout.write('\nWall time per suite (steps of one line ran side by side):\n')
for (const phase of phases) {
  const line = phase
    .map((step) => outcomes.find((outcome) => outcome.name === step.name))
    .map((o) => `${o?.name ?? ''} ${o?.seconds.toFixed(0) ?? '?'} s${o?.ok ? '' : ' FAILED'}`)
  process.stdout.write(`  ${line.join(' | ')}\n`)
}
process.stdout.write(`  total ${(total / 60).toFixed(1)} min\n`)
const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name)
process.stdout.write(
  `\nsuites: ${String(outcomes.length - failed.length)} passed, ${String(failed.length)} failed\n`,
)
if (failed.length > 0) fail(`failing suites: ${failed.join(', ')}`)
