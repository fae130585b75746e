import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database, Db } from '../db/database.ts'
import { fileObjects } from '../db/schema.ts'

/**
 * Where uploaded files live (architecture.md "Data"): an interface, so a shared
 * object store can replace the local disk when several instances serve one school.
 * Objects are only ever served through authorised routes.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i

/** The default: files under DATA_DIR/files. Keys are checked so none escapes the root. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    checkKey(key)
    return path.join(root, key)
  }
  return {
    async put(key, data) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data, { mode: 0o600 })
    },
    async get(key) {
      try {
        return await readFile(resolve(key))
      } catch {
        return null
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true })
    },
  }
}

/**
 * Files in the database (`file_objects`): what several instances on one PostgreSQL
 * share, so a photo or attachment uploaded through one is served by any
 * (architecture.md "Realtime and scale-out": servers keep no state of their own).
 */
export function databaseStorage(db: Db): FileStorage {
  return {
    async put(key, data) {
      checkKey(key)
      await db
        .insert(fileObjects)
        .values({ key, data })
        .onConflictDoUpdate({ target: fileObjects.key, set: { data } })
    },
    async get(key) {
      checkKey(key)
      const rows = await db
        .select({ data: fileObjects.data })
        .from(fileObjects)
        .where(eq(fileObjects.key, key))
      return rows[0]?.data ?? null
    },
    async delete(key) {
      checkKey(key)
      await db.delete(fileObjects).where(eq(fileObjects.key, key))
    },
  }
}

/**
 * The storage a configuration uses: in the database on PostgreSQL (every instance serves
 * every file), under DATA_DIR/files on the embedded database (one instance). The app and
 * the demo seed (its feed photos) share it.
 */
export function configuredStorage(database: Database, dataDir: string): FileStorage {
  return database.kind === 'postgres'
    ? databaseStorage(database.db)
    : localDiskStorage(path.join(dataDir, 'files'))
}

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe file key: ${key}`)
}
