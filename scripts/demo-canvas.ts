/**
 * The demo's Canvas stand-in (issue 17) for `npm start` and `npm run dev`: on loopback at
 * CANVAS_STANDIN_PORT (3190), its state in DATA_DIR/canvas-standin.json so the demo's
 * courses and grants survive a restart. The server learns its address from
 * LMS_DEMO_STANDIN_URL, and its demo seed fills it on the first start. Never in production.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { startCanvasStandin, standinPassword } from '@quad/canvas-standin'
import { isFetchBadPort } from '@quad/shared'
import { DEMO_CANVAS_CLIENT, DEMO_CANVAS_PORT } from '../apps/server/src/seed/demo-canvas-client.ts'

export async function startDemoCanvas(): Promise<void> {
  if (process.env.NODE_ENV === 'production' || process.env.SEED === 'none') return
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  mkdirSync(dataDir, { recursive: true })
  const port = Number(process.env.CANVAS_STANDIN_PORT ?? DEMO_CANVAS_PORT)
  if (isFetchBadPort(port)) {
    // fetch refuses such a port before connecting, with an error that does not say why.
    process.stderr.write(
      `  Canvas stand-in not started: CANVAS_STANDIN_PORT=${String(port)} is a port fetch ` +
        'refuses (the Fetch standard\'s "bad ports"); choose another, such as 3190.\n',
    )
    return
  }
  try {
    const standin = await startCanvasStandin({
      port,
      host: '127.0.0.1',
      clients: [DEMO_CANVAS_CLIENT],
      dataFile: path.join(dataDir, 'canvas-standin.json'),
    })
    process.env.LMS_DEMO_STANDIN_URL = standin.url
    process.stdout.write(
      `  Canvas stand-in   ${standin.url}/   (demo students sign in with password ${standinPassword})\n`,
    )
  } catch (error) {
    // Another demo already holds the port: run without an LMS rather than not at all.
    process.stderr.write(`  Canvas stand-in not started: ${String(error)}\n`)
  }
}
