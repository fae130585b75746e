/**
 * `npm start`: builds the web app and the server bundle if stale, then becomes the server
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins), with the demo's Canvas stand-in beside it. It is the demo command, so NODE_ENV is
 * development unless the caller says otherwise (production: NODE_ENV=production).
 */
import module from 'node:module'
import path from 'node:path'

/*
 * glibc's malloc raises its trim threshold to as much as 64 MB when a large block is freed,
 * and then keeps what PGlite's WebAssembly compilation freed: ~80 MB of an idle demo's RSS
 * (quality.md P6, decision 064 "Since (stop 64)"). Fixed 4 MB thresholds give it back. The C
 * library reads them when a process starts, so they are set for the process this one becomes
 * (below); other C libraries ignore them, and a value the caller set wins.
 */
const MALLOC_THRESHOLD = String(4 * 1024 * 1024)
const MALLOC_THRESHOLDS =
  process.platform === 'linux'
    ? { MALLOC_TRIM_THRESHOLD_: MALLOC_THRESHOLD, MALLOC_MMAP_THRESHOLD_: MALLOC_THRESHOLD }
    : {}

// Node keeps the code it compiled (the type-stripped sources too) on disk, so a restart
// compiles nothing it compiled before (decision 065). First, before anything is loaded;
// the serving process and its PGlite worker inherit the directory through the environment.
module.enableCompileCache()
const cacheDir = module.getCompileCacheDir()
if (cacheDir) process.env.NODE_COMPILE_CACHE ??= cacheDir

const { buildWebIfStale } = await import('./web-build.ts')
buildWebIfStale()
// After the build: Vite would make a development bundle under NODE_ENV=development.
process.env.NODE_ENV ??= 'development'
// The server from its bundle (decision 074), remade when a source is newer; from its sources
// when it cannot be made (an install without dev dependencies has no esbuild).
const sources = path.join(import.meta.dirname, '../apps/server/src/main.ts')
/** What serves (`entry`, scripts/serve.ts bundled or not) and the server module it runs. */
const { entry, server } = await import('../apps/server/build/bundle.ts')
  .then(async ({ bundleServerIfStale, SERVE_BUNDLE }) => ({
    entry: SERVE_BUNDLE,
    server: await bundleServerIfStale(),
  }))
  .catch((error: unknown) => {
    process.stderr.write(`  Running the server from its sources: no bundle (${String(error)}).\n`)
    return { entry: path.join(import.meta.dirname, 'serve.ts'), server: sources }
  })
/*
 * This process becomes the server (same pid and node flags): the demo's Canvas stand-in, then
 * the server (scripts/serve.ts). What these checks loaded (Node's TypeScript stripper,
 * esbuild) does not stay resident under it: ~17 MB of an idle demo's RSS (decision 064
 * "Since (stop 66)"). Where there is no execve, it serves in this process.
 */
process.execve?.(process.execPath, [process.execPath, ...process.execArgv, entry, server], {
  ...MALLOC_THRESHOLDS,
  ...process.env,
})
const { serve } = await import('./serve.ts')
await serve(server)
