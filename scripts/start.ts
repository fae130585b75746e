/**
 * `npm start`: builds the web app if stale, then runs the server in this process
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins), with the demo's Canvas stand-in beside it. It is the demo command, so NODE_ENV is
 * development unless the caller says otherwise (production: NODE_ENV=production).
 */
import module from 'node:module'

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
await import('../apps/server/src/main.ts')
