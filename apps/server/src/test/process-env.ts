import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.ts'

/**
 * The environment for a file's server processes: a fresh DATA_DIR with the demo seed
 * and, on PostgreSQL, a database created for the file (and Redis when configured).
 */
export function useProcessEnv(): {
  env: () => Record<string, string>
  database: () => TestDatabase | undefined
} {
  let env: Record<string, string> = {}
  let database: TestDatabase | undefined
  beforeAll(async () => {
    env = {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'quad-proc-')),
      SEED: 'demo',
      LOGIN_LIMIT_PER_MINUTE: '100000',
      CHAT_SEND_LIMIT: '100000',
    }
    if (testDatabaseKind() === 'postgres') {
      database = await createTestDatabase()
      env.DATABASE_URL = database.url ?? ''
      if (process.env.REDIS_URL) {
        env.REDIS_URL = process.env.REDIS_URL
        // Another file's servers may share this Redis (decision 070): keys and channels apart.
        env.REDIS_PREFIX = `test-${randomUUID().slice(0, 8)}:`
      }
    }
  })
  afterAll(async () => {
    await database?.drop()
  })
  return { env: () => env, database: () => database }
}
