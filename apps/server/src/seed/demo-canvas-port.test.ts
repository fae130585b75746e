import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

/**
 * Issue 30 bug 13: `npm start` with CANVAS_STANDIN_PORT on a port that fetch refuses
 * (4190, a Fetch "bad port") left the demo without its LMS and said nothing. The demo's
 * Canvas start (`scripts/demo-canvas.ts`, run by `npm start` and `npm run dev`) says why.
 */
const root = path.resolve(import.meta.dirname, '../../../..')

describe("the demo's Canvas stand-in on a port fetch refuses", () => {
  it('is not started, and the start says why and what to choose', async () => {
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['-e', "import('./scripts/demo-canvas.ts').then((m) => m.startDemoCanvas())"],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          SEED: 'demo',
          CANVAS_STANDIN_PORT: '4190',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-demo-canvas-')),
        },
      },
    )
    expect(stderr).toContain(
      'Canvas stand-in not started: CANVAS_STANDIN_PORT=4190 is a port fetch refuses',
    )
  })
})
