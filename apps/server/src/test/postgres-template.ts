import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../platform/db/database.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { migrationsHash, type DatabaseTemplate } from './database-templates.ts'

const TEMPLATE_PREFIX = 'quad_tpl_'
/** A template older than this belongs to a run that was killed before its teardown. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000

/**
 * PostgreSQL: one migrated database per run that each test file copies with `CREATE DATABASE
 * … TEMPLATE` (decision 070, after 040 withdrew a first version). Its name holds the
 * migrations' hash, the run's start time and a random part, so two runs never share one; a
 * run drops its own and the copies left of it at the end, and those of killed runs (copies
 * begin with their template's name) once they are 12 hours old (never a template another run
 * may still be using).
 */
export async function buildPostgresTemplate(adminUrl: string): Promise<DatabaseTemplate> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}_${Date.now().toString(36)}_${randomUUID().slice(0, 6)}`
  await withAdmin(adminUrl, async (admin) => {
    await dropStaleTemplates(admin)
    await admin.query(`CREATE DATABASE ${name}`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString() })
  try {
    await runMigrations(database)
  } finally {
    // No session may stay connected to a template while it is copied.
    await database.close()
  }
  return {
    location: name,
    async drop() {
      // First the template: its drop waits for copies still being made from it, so none
      // appears after the copies are listed.
      await withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      })
      await dropCopiesOf(adminUrl, name)
    },
  }
}

/**
 * The copies a run's workers left (test-database.ts names them `<template>_<random>`): each
 * worker's last copy made ahead, and drops a worker's exit cut short. Dropped side by side:
 * PostgreSQL checkpoints for each drop, and drops waiting together share one checkpoint.
 */
async function dropCopiesOf(adminUrl: string, template: string): Promise<void> {
  const { rows } = await withAdmin(adminUrl, (admin) =>
    admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${template}_`],
    ),
  )
  await Promise.all(
    rows.map(({ datname }) =>
      withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`),
      ),
    ),
  )
}

async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [TEMPLATE_PREFIX],
  )
  for (const { datname } of rows) {
    const made = parseInt(datname.split('_')[3] ?? '', 36)
    if (!Number.isFinite(made) || Date.now() - made < STALE_AFTER_MS) continue
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`)
  }
}

export async function withAdmin<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
