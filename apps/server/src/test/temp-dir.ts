import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, onTestFinished } from 'vitest'

/** A directory of its own under the system's temporary directory, `prefix` naming it. */
function made(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * For a file's or a describe's set-up: made now (a file may write into it at once) and
 * removed once its tests are over, so a run leaves nothing behind. Not in a skipped
 * describe: its body still runs but its hooks do not, so the directory would stay.
 */
export function tempDirForTests(prefix: string): string {
  const { dir, remove } = made(prefix)
  afterAll(remove)
  return dir
}

/** Inside a test: removed when the test ends. */
export function tempDirForTest(prefix: string): string {
  const { dir, remove } = made(prefix)
  onTestFinished(remove)
  return dir
}
