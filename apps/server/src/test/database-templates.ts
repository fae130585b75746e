import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { openDatabase } from '../platform/db/database.ts'
import { MIGRATIONS_FOLDER, runMigrations } from '../platform/db/migrate.ts'

/** A migrated database for one run's test files to copy; `drop` removes it. */
export interface DatabaseTemplate {
  /** PostgreSQL: the template database's name; embedded: the dump file's path. */
  location: string
  drop(): Promise<void>
}

/**
 * The migrations folder's content, in short: a template's name says which migrations it
 * holds, so a run after a new migration never starts from an older one (decision 040).
 */
export function migrationsHash(folder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256')
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) {
    hash.update(path.relative(folder, file)).update('\0')
    hash.update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex').slice(0, 12)
}

/**
 * PGlite: migrate once into a data directory and dump it (uncompressed: loading a tar
 * is quicker than gunzipping one). Each test file loads the dump into memory, which
 * skips initdb, about 3 s of a fresh cluster's start (decision 040). The file's name
 * is unique to this run, so concurrent runs never share it.
 */
export async function buildEmbeddedTemplate(): Promise<DatabaseTemplate> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-pglite-template-'))
  const file = path.join(
    os.tmpdir(),
    `quad-pglite-template-${migrationsHash()}-${randomUUID().slice(0, 8)}.tar`,
  )
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir })
    try {
      await runMigrations(database)
    } finally {
      await database.close()
    }
    const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    try {
      const dump = await pglite.dumpDataDir('none')
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    } finally {
      await pglite.close()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return {
    location: file,
    drop: () => Promise.resolve(rmSync(file, { force: true })),
  }
}
