/**
 * `npm start`: builds the web app if stale, then runs the server in this process
 * (it migrates, seeds the demo on first start with the embedded database, and
 * prints the URL and the demo logins).
 */
import { buildWebIfStale } from './web-build.ts'

buildWebIfStale()
await import('../apps/server/src/main.ts')
