import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** The newest modification time of a file, or of a folder and everything in it (0: absent). */
function newestMtime(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  )
}

/**
 * True when a build's `output` is missing or older than any of its `inputs` (files or folders):
 * the web build and the server bundle (decision 074) are remade only then.
 */
export function isStale(output: string, inputs: readonly string[]): boolean {
  const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0
  return inputs.some((input) => newestMtime(input) > built)
}
