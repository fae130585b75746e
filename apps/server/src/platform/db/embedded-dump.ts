import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Dumps a closed PGlite data directory into `file`, uncompressed: loading a tar is
 * quicker than gunzipping one. `openDatabase({ kind: 'embedded', template: file })`
 * loads it instead of running initdb (decisions 040 and 065).
 */
export async function dumpEmbeddedDataDir(dataDir: string, file: string): Promise<void> {
  // Loaded here, not at the top: the server's main thread never runs PGlite itself.
  const [{ PGlite }, { pgliteExtensions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-extensions.ts'),
  ])
  const pglite = await PGlite.create(dataDir, { extensions: pgliteExtensions })
  try {
    const dump = await pglite.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await pglite.close()
  }
}

/**
 * The content of files and folders, in short (their paths and bytes): a dump's name or
 * record says what it was made from, so a dump made before a change is never loaded.
 * `include` leaves files out (tests, say).
 */
export function contentHash(roots: string[], include = (_file: string) => true): string {
  const hash = createHash('sha256')
  for (const root of roots) {
    const files = statSync(root).isDirectory()
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .filter(include)
          .sort()
      : [root]
    for (const file of files) {
      hash.update(path.relative(root, file)).update('\0')
      hash.update(readFileSync(file)).update('\0')
    }
  }
  return hash.digest('hex').slice(0, 12)
}
