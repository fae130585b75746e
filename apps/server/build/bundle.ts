/**
 * The server bundle (decision 074): `src/main.ts` and the PGlite worker, with Quad's sources,
 * @quad/shared and the pure-JavaScript dependencies, as two ES modules in `dist/` (and `serve.mjs`,
 * what `npm start` serves from: scripts/serve.ts). A start from
 * it resolves and type-strips nothing (2,264 modules from the sources: 3.5 s of CPU before
 * listening; from the bundle 1.1 s). `npm install` makes it; `npm start`, the e2e suite and the
 * server's process tests remake it when a source is newer.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { asciiOnly } from './ascii.ts'
import { isStale } from './freshness.ts'

const serverDir = path.resolve(import.meta.dirname, '..')
const repo = path.resolve(serverDir, '../..')
const distDir = path.join(serverDir, 'dist')

/** The bundle's entry: `node apps/server/dist/main.mjs` is the server. */
export const SERVER_BUNDLE = path.join(distDir, 'main.mjs')
/** What `npm start` serves from: the demo's Canvas stand-in, then the server (scripts/serve.ts). */
export const SERVE_BUNDLE = path.join(distDir, 'serve.mjs')

const inputs = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'build'),
  path.join(serverDir, 'package.json'),
  path.join(repo, 'packages/shared/src'),
  path.join(repo, 'packages/canvas-standin/src'),
  path.join(repo, 'scripts/serve.ts'),
  path.join(repo, 'scripts/demo-canvas.ts'),
  path.join(repo, 'package-lock.json'),
]

/**
 * Kept as packages beside the bundle: native addons (argon2, sharp), PGlite's WebAssembly and
 * data files (found next to its own modules), pino (its transports load files in worker
 * threads), and the optional native helpers that `pg` and `ws` try to load.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite-socket',
  '@electric-sql/pglite/*',
  '@node-rs/argon2',
  'sharp',
  'pino',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
]

/** True when the bundle is missing (any of its entries) or older than any of its sources. */
export function isServerBundleStale(): boolean {
  // A bundle made before serve.mjs was one of its files has none: made again, not run.
  return isStale(SERVER_BUNDLE, inputs) || !existsSync(SERVE_BUNDLE)
}

/**
 * Bundles into a staging folder, then renames each file into place: a process starting
 * meanwhile (another test project, a second e2e slot) reads an old file or a new one, never half.
 */
export async function bundleServer(): Promise<void> {
  const staging = path.join(distDir, `.staging-${String(process.pid)}-${String(Date.now())}`)
  mkdirSync(staging, { recursive: true })
  try {
    await build({
      entryPoints: {
        main: path.join(serverDir, 'src/main.ts'),
        'pglite-worker': path.join(serverDir, 'src/platform/db/pglite-worker.ts'),
        // `npm start`'s serving process; it imports main.mjs at run time, not bundled in.
        serve: path.join(repo, 'scripts/serve.ts'),
      },
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      external: EXTERNAL,
      // CommonJS dependencies call require(): an ES module has none of its own.
      banner: {
        js: "import { createRequire as quadCreateRequire } from 'node:module'; const require = quadCreateRequire(import.meta.url);",
      },
      sourcemap: 'linked',
      // No keepNames: it wraps every function the bundle defines in `__name()`, an
      // Object.defineProperty each time one is created, and Fastify makes its hook runners'
      // callbacks per request: 11 % of the server's CPU under /healthz load (P4, decision
      // 074). Names esbuild kept apart (`next2`) still read; source maps give the rest.
      keepNames: false,
      logLevel: 'warning',
    })
    // The maps first, the entry last: the entry's time is what says the bundle is fresh.
    const files = readdirSync(staging).sort((a, b) => rank(a) - rank(b))
    for (const file of files.filter((name) => name.endsWith('.mjs'))) {
      const built = path.join(staging, file)
      writeFileSync(built, asciiOnly(readFileSync(built, 'utf8')))
    }
    for (const file of files) renameSync(path.join(staging, file), path.join(distDir, file))
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

const rank = (file: string) => (file.endsWith('.map') ? 0 : file === 'main.mjs' ? 2 : 1)

/** Remakes the bundle when a source is newer; answers its entry. */
export async function bundleServerIfStale(): Promise<string> {
  if (isServerBundleStale()) await bundleServer()
  return SERVER_BUNDLE
}

/**
 * `node apps/server/build/bundle.ts [--at-install]`: remakes a stale bundle. At install a
 * failure (no dev dependencies) is only a notice: `npm start` then runs from the sources.
 */
if (import.meta.main) {
  try {
    await bundleServerIfStale()
  } catch (error) {
    if (!process.argv.includes('--at-install')) throw error
    process.stderr.write(`The server was not bundled at install (${String(error)}).\n`)
  }
}
