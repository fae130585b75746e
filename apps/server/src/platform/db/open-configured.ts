import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../env.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { secureDataDir, tightenTree } from './data-dir-permissions.ts'
import { openDatabase, type Database } from './database.ts'

/** Where the embedded database lives under DATA_DIR. */
export const embeddedDataDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pg')

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR/pg with the directory lock held. `close` closes both. DATA_DIR is made
 * private first in both modes: it holds the mail outbox (and, embedded, the files).
 * `template` (embedded): a dump to load when DATA_DIR holds no database yet (decision
 * 065); `fromTemplate` says whether it was.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  template?: string,
): Promise<Database & { fromTemplate: boolean }> {
  secureDataDir(config.dataDir)
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    return { ...database, fromTemplate: false }
  }
  const lock = lockDataDir(config.dataDir)
  try {
    const dataDir = embeddedDataDir(config)
    // Checked under the lock: never loaded over a database another start made.
    const load = template !== undefined && !existsSync(dataDir) ? template : undefined
    const database = await openDatabase({
      kind: 'embedded',
      dataDir,
      ...(load !== undefined && { template: load }),
    })
    tightenTree(dataDir)
    return {
      ...database,
      fromTemplate: load !== undefined,
      close: () => database.close().finally(() => lock.release()),
    }
  } catch (error) {
    lock.release()
    throw error
  }
}
