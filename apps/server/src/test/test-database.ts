import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../platform/db/database.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { withAdmin } from './postgres-template.ts'

/**
 * Each test file gets a fresh, migrated database: PGlite in memory by default,
 * a new PostgreSQL database when TEST_DATABASE_URL is set (CI runs both). Both are
 * copies of the run's migrated template (global-setup.ts, decision 040), or migrated
 * here when no template was provided. The returned `drop` closes it and removes the
 * PostgreSQL database.
 */
export interface TestDatabase extends Database {
  /** The PostgreSQL URL of this database, for child processes; undefined when embedded. */
  url: string | undefined
  drop(): Promise<void>
}

export function testDatabaseKind(): 'embedded' | 'postgres' {
  return process.env.QUAD_TEST_DB === 'postgres' ? 'postgres' : 'embedded'
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'embedded') {
    const template = inject('embeddedTemplate')
    const database = await openDatabase({ kind: 'embedded', dataDir: 'memory://', template })
    if (!template) await runMigrations(database)
    return { ...database, url: undefined, drop: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('QUAD_TEST_DB=postgres needs TEST_DATABASE_URL')
  const template = inject('postgresTemplate')
  const name = `quad_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const copy = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''
  await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}${copy}`)
    // A test database need not survive a crash of PostgreSQL itself: commits skip the
    // WAL flush (decision 070). A kill -9 of Quad's process still loses nothing committed.
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  if (!template) await runMigrations(database)
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close()
      await withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      )
    },
  }
}
