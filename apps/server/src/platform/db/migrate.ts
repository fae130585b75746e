import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './database.ts'
import { SERVER_ROOT } from '../server-root.ts'

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle')
/** Any constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 730_001

/** Applies the generated SQL migrations (apps/server/drizzle), one instance at a time. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
