/**
 * `npm start`: builds the web app and the server bundle if stale, then runs the server in this process
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins), with the demo's Canvas stand-in beside it. It is the demo command, so NODE_ENV is
 * development unless the caller says otherwise (production: NODE_ENV=production).
 */
import module from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// glibc's malloc raises its trim threshold to as much as 64 MB when a large block is freed,
// and then keeps what PGlite's WebAssembly compilation freed: ~80 MB of an idle demo's RSS
// (quality.md P6, decision 064 "Since (stop 64)"). Fixed 4 MB thresholds give it back. The C
// library reads them when the process starts, so the start replaces itself once with them
// set (same pid, flags and arguments); other C libraries ignore them.
if (process.platform === 'linux' && process.env.MALLOC_TRIM_THRESHOLD_ === undefined) {
  const threshold = String(4 * 1024 * 1024)
  process.execve?.(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      MALLOC_TRIM_THRESHOLD_: threshold,
      MALLOC_MMAP_THRESHOLD_: threshold,
    },
  )
}

// Node keeps the code it compiled (the type-stripped sources too) on disk, so a restart
// compiles nothing it compiled before (decision 065). First, before anything is loaded;
// the PGlite worker inherits the directory through the environment.
module.enableCompileCache()
const cacheDir = module.getCompileCacheDir()
if (cacheDir) process.env.NODE_COMPILE_CACHE ??= cacheDir

const { buildWebIfStale } = await import('./web-build.ts')
buildWebIfStale()
// After the build: Vite would make a development bundle under NODE_ENV=development.
process.env.NODE_ENV ??= 'development'
// The demo's Canvas (issue 17), in this process, before the server seeds the demo.
const { startDemoCanvas } = await import('./demo-canvas.ts')
await startDemoCanvas()
// The server from its bundle (decision 074), remade when a source is newer; from its sources
// when it cannot be made (an install without dev dependencies has no esbuild).
const server = await import('../apps/server/build/bundle.ts')
  .then(({ bundleServerIfStale }) => bundleServerIfStale())
  .catch((error: unknown) => {
    process.stderr.write(`  Running the server from its sources: no bundle (${String(error)}).\n`)
    return path.join(import.meta.dirname, '../apps/server/src/main.ts')
  })
await import(pathToFileURL(server).href)
