import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Whether `dir` holds the @quad/server package's manifest. */
function isServerPackage(dir: string): boolean {
  const manifest = path.join(dir, 'package.json')
  if (!existsSync(manifest)) return false
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'))
  return typeof parsed === 'object' && parsed !== null && 'name' in parsed
    ? parsed.name === '@quad/server'
    : false
}

/** The nearest folder at or above `from` that is the @quad/server package. */
export function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (isServerPackage(dir)) return dir
    if (path.dirname(dir) === dir) throw new Error(`no @quad/server package above ${from}`)
  }
}

/**
 * The @quad/server package's directory (where `drizzle/`, `.demo-dump/` and `src/` live), the
 * same whether this code runs from its sources (`src/platform/`) or from the server bundle
 * (`dist/main.mjs`, decision 074), where `import.meta.dirname` is another depth.
 */
export const SERVER_ROOT = findServerRoot(import.meta.dirname)
