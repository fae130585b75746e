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
  const name = template ? await copyOfTemplate(adminUrl, template) : await emptyDatabase(adminUrl)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  if (!template) await runMigrations(database)
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close()
      // In the background: PostgreSQL checkpoints before a DROP DATABASE returns, 0.1-1.5 s
      // that the next file need not wait for. A drop the worker's exit cuts short is the
      // run's to finish (dropCopiesOf, at the global teardown).
      void withAdmin(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).catch(() => undefined)
    },
  }
}

/**
 * The next file's copy of the template, made while this file runs (files share a worker's
 * modules, vitest.config.ts): a copy is 12 MB of WAL flushed to disk, 0.06-1.5 s of
 * waiting that the tests' own work now covers.
 */
let nextCopy: Promise<string> | undefined

async function copyOfTemplate(adminUrl: string, template: string): Promise<string> {
  const taken = nextCopy ?? copyTemplate(adminUrl, template)
  nextCopy = copyTemplate(adminUrl, template)
  // Its failure is seen by the file that takes it.
  nextCopy.catch(() => undefined)
  // A copy that failed (the run's template dropped at its end) is made again, once.
  return taken.catch(() => copyTemplate(adminUrl, template))
}

/**
 * A copy is named after its template (`<template>_<random>`), so the global teardown drops
 * what a worker left (its last copy made ahead, a drop cut short) and a later run drops a
 * killed run's copies with its template (postgres-template.ts).
 */
async function copyTemplate(adminUrl: string, template: string): Promise<string> {
  const name = `${template}_${randomUUID().replaceAll('-', '').slice(0, 8)}`
  await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(template)}`)
    await settleForTests(client, name)
  })
  return name
}

async function emptyDatabase(adminUrl: string): Promise<string> {
  const name = `quad_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  await withAdmin(adminUrl, async (client) => {
    await client.query(`CREATE DATABASE ${name}`)
    await settleForTests(client, name)
  })
  return name
}

/**
 * A test database need not survive a crash of PostgreSQL itself: commits skip the WAL flush
 * (decision 070). A kill -9 of Quad's process still loses nothing committed.
 */
async function settleForTests(client: pg.Client, name: string): Promise<void> {
  await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`)
}
