/** `npm run db:migrate`: applies the SQL migrations to DATABASE_URL or the embedded DATA_DIR. */
import { openConfiguredDatabase } from '../platform/db/open-configured.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { readConfig } from '../platform/env.ts'

const config = readConfig()
const database = await openConfiguredDatabase(config)
try {
  await runMigrations(database)
  process.stdout.write(`migrated the ${database.kind} database\n`)
} finally {
  await database.close()
}
