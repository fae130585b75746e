import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'

const PRIVATE_DIR = 0o700
const PRIVATE_FILE = 0o600

/**
 * Makes DATA_DIR private to the server's user (issue 12 item 1): the embedded
 * database's WAL holds the JWT signing key, password hashes, sessions and messages,
 * and PGlite creates its files with the process umask (0644 or 0666 in the wild).
 *
 * The umask is set before anything is created, for the whole process, so the PGlite
 * worker (a thread: it shares the umask and cannot set one), uploaded files, the mail
 * outbox and the lock file are born 0700/0600. A tree an older server left open is
 * then tightened: directories 0700, files 0600, symbolic links left alone. PGlite
 * unpacks a new database with explicit 0666 modes, whatever the umask: call
 * `tightenTree` on its directory again once it has started.
 */
export function secureDataDir(dataDir: string): void {
  // Worker threads may not change the umask (tests that open a database in a worker).
  if (isMainThread) process.umask(0o077)
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR })
  tightenTree(dataDir)
}

export function tightenTree(entry: string): void {
  const stat = lstatSync(entry)
  if (stat.isSymbolicLink()) return
  const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE
  if ((stat.mode & 0o777) !== wanted) chmodSync(entry, wanted)
  if (stat.isDirectory()) for (const name of readdirSync(entry)) tightenTree(path.join(entry, name))
}
