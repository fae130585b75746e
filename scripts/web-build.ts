import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { isStale } from '../apps/server/build/freshness.ts'

const root = path.resolve(import.meta.dirname, '..')
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/sw',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
].map((p) => path.join(root, p))
// The server's render is built last (apps/web's build script): a build cut short is stale.
const output = path.join(root, 'apps/web/dist/.ssr/entry-server.js')

/** True when apps/web/dist is missing or older than any of its sources. */
export function isWebBuildStale(): boolean {
  return isStale(output, inputs)
}

/** Builds the web app when stale (README promise: `npm start` builds what is stale). */
export function buildWebIfStale(): void {
  if (!isWebBuildStale()) return
  process.stdout.write('Building the web app (apps/web)...\n')
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@quad/web'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production build: under the caller's NODE_ENV=development or test (a test
    // run, `NODE_ENV=development npm start`) Vite compiled the server render for React's
    // development runtime, and the server then failed at start ("jsxDEV is not a function").
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('the web build failed; see the output above')
}

/**
 * `npm install` builds the web app (root `postinstall`), so the first `npm start` serves at
 * once (quality.md P6: first page in ≤ 5 s; the build alone takes longer). An install that
 * cannot build (no dev dependencies) still succeeds: `npm start` builds what is stale.
 */
function buildAtInstall(): void {
  try {
    buildWebIfStale()
  } catch (error) {
    process.stderr.write(
      `The web app was not built at install (${String(error)}); npm start will.\n`,
    )
  }
}

if (import.meta.main) {
  if (process.argv.includes('--at-install')) buildAtInstall()
  else buildWebIfStale()
}
