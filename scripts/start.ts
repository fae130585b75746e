/**
 * `npm start`: builds the web app if stale, then runs the server in this process
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins). It is the demo command, so NODE_ENV is
 * development unless the caller says otherwise (production: NODE_ENV=production).
 */
import { buildWebIfStale } from './web-build.ts'

buildWebIfStale()
// After the build: Vite would make a development bundle under NODE_ENV=development.
process.env.NODE_ENV ??= 'development'
await import('../apps/server/src/main.ts')
