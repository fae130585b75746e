/**
 * The process `npm start` serves from once its builds are fresh: `scripts/start.ts` replaces
 * itself with this, bundled as `apps/server/dist/serve.mjs` (build/bundle.ts), and passes the
 * server bundle's path. The demo's Canvas stand-in starts first (its seed connects Maya to it),
 * then the server. Bundled, so the serving process holds no TypeScript stripper, esbuild or
 * Vite: start.ts needed them for its checks, and they stayed resident (~17 MB of an idle
 * demo's RSS, quality.md P6; decision 064 "Since (stop 66)").
 *
 * Run: node apps/server/dist/serve.mjs <server module>
 */
import { pathToFileURL } from 'node:url'
import { startDemoCanvas } from './demo-canvas.ts'

/** The demo's Canvas stand-in, then the server module at `server` (start.ts without execve). */
export async function serve(server: string): Promise<void> {
  await startDemoCanvas()
  await import(pathToFileURL(server).href)
}

if (import.meta.main) {
  const server = process.argv[2]
  if (!server) throw new Error('usage: node apps/server/dist/serve.mjs <server module>')
  await serve(server)
}
