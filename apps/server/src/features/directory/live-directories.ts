import type { Database } from '../../platform/db/database.ts'
import { LiveDirectory } from './index/live-directory.ts'

/**
 * The one directory index an app holds over its database (decision 012): the directory's
 * routes and the unified search's people source (people-search.ts) read the same one.
 * Keyed by the app's `Database`, so apps in one process (tests) never share an index.
 */
const held = new WeakMap<Database, LiveDirectory>()

export function liveDirectoryOf(database: Database): LiveDirectory {
  let directory = held.get(database)
  if (!directory) {
    directory = new LiveDirectory(database.db)
    held.set(database, directory)
  }
  return directory
}

/** Closes the app's index (its `onClose`); a later app over the same database starts afresh. */
export async function closeLiveDirectory(database: Database): Promise<void> {
  const directory = held.get(database)
  held.delete(database)
  await directory?.close()
}
