/**
 * `npm start`: builds the web app if stale, then runs the server in this process
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins), with the demo's Canvas stand-in beside it. It is the demo command, so NODE_ENV is
 * development unless the caller says otherwise (production: NODE_ENV=production).
 */
import { startDemoCanvas } from './demo-canvas.ts'
import { buildWebIfStale } from './web-build.ts'

buildWebIfStale()
// After the build: Vite would make a development bundle under NODE_ENV=development.
process.env.NODE_ENV ??= 'development'
// The demo's Canvas (issue 17), in this process, before the server seeds the demo.
await startDemoCanvas()
await import('../apps/server/src/main.ts')
