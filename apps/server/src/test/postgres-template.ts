import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../platform/db/database.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { migrationsHash, type DatabaseTemplate } from './database-templates.ts'

/**
 * Namespace of the advisory locks that say "this run is using template X" (two-key form,
 * apart from the migrations' one-key lock). A session lock ends with its connection, so
 * a template whose lock is free belongs to a run that has ended, however it ended.
 */
const TEMPLATE_LOCK_CLASS = 730_002
const TEMPLATE_PREFIX = 'quad_template_'

/**
 * PostgreSQL: a migrated database that each test file copies with `CREATE DATABASE …
 * TEMPLATE` (decision 040). The name is unique to this run (the migrations' hash, then
 * a random part), so two runs at once never share a template; a run holds its template's
 * lock until it drops it, and drops the templates of runs that ended without doing so.
 */
export async function buildPostgresTemplate(adminUrl: string): Promise<DatabaseTemplate> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}_${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  // An idle admin connection that breaks must not crash the run; the drop then fails loudly.
  admin.on('error', () => undefined)
  await admin.connect()
  try {
    // Locked before it exists: another run's clean-up can never see it unlocked.
    await admin.query('SELECT pg_advisory_lock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, name])
    await dropEndedRunsTemplates(admin)
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ kind: 'postgres', url: url.toString() })
    try {
      await runMigrations(database)
    } finally {
      // No session may stay connected to a template while it is copied.
      await database.close()
    }
  } catch (error) {
    await admin.end()
    throw error
  }
  return {
    location: name,
    async drop() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await admin.end()
      }
    },
  }
}

async function dropEndedRunsTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
    [TEMPLATE_PREFIX],
  )
  for (const { datname } of rows) {
    const lock = [TEMPLATE_LOCK_CLASS, datname]
    const { rows: taken } = await admin.query<{ free: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
      lock,
    )
    if (!taken[0]?.free) continue
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`)
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1, hashtext($2))', lock)
    }
  }
}
