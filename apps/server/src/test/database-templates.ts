import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../platform/db/database.ts'
import { contentHash, dumpEmbeddedDataDir } from '../platform/db/embedded-dump.ts'
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
  return contentHash([folder])
}

/**
 * PGlite: migrate once into a data directory and dump it. Each test file loads the dump into memory, which
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
    await dumpEmbeddedDataDir(dataDir, file)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  return {
    location: file,
    drop: () => Promise.resolve(rmSync(file, { force: true })),
  }
}
