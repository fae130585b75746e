import path from 'node:path'
import type { Config } from '../env.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { secureDataDir, tightenTree } from './data-dir-permissions.ts'
import { openDatabase, type Database } from './database.ts'

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR/pg with the directory lock held. `close` closes both. DATA_DIR is made
 * private first in both modes: it holds the mail outbox (and, embedded, the files).
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  secureDataDir(config.dataDir)
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl })
  const lock = lockDataDir(config.dataDir)
  try {
    const dataDir = path.join(config.dataDir, 'pg')
    const database = await openDatabase({ kind: 'embedded', dataDir })
    tightenTree(dataDir)
    return {
      ...database,
      close: () => database.close().finally(() => lock.release()),
    }
  } catch (error) {
    lock.release()
    throw error
  }
}
