/**
 * `npm test`: every suite, for real. Unit and HTTP suites (Vitest: shared, web,
 * server on PGlite and, with TEST_DATABASE_URL, on PostgreSQL), then the web
 * build, its JS budget (scripts/check-bundle.ts) and the Playwright e2e suite in
 * system Chromium. In CI a missing
 * database or browser fails the run instead of skipping it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildWebIfStale } from './web-build.ts'

const root = path.resolve(import.meta.dirname, '..')
const inCi = process.env.CI === 'true' || process.env.CI === '1'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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

const steps: Array<{ name: string; args: string[] }> = [
  { name: 'shared', args: ['test', '--workspace', '@quad/shared'] },
  { name: 'web', args: ['test', '--workspace', '@quad/web', '--if-present'] },
  { name: 'canvas-standin', args: ['test', '--workspace', '@quad/canvas-standin'] },
  { name: 'server', args: ['test', '--workspace', '@quad/server'] },
  { name: 'bundle', args: ['run', 'check:bundle'] },
  { name: 'e2e', args: ['test', '--workspace', '@quad/e2e'] },
]
const failed: string[] = []
for (const step of steps) {
  if (step.name === 'bundle') buildWebIfStale()
  process.stdout.write(`\n=== ${step.name} ===\n`)
  const result = spawnSync('npm', step.args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) failed.push(step.name)
}
const passed = steps.length - failed.length
process.stdout.write(`\nsuites: ${passed} passed, ${failed.length} failed\n`)
if (failed.length > 0) fail(`failing suites: ${failed.join(', ')}`)
