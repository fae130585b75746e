import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Quad server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or give this server another DATA_DIR.',
    )
  }
}

export interface DataDirLock {
  release(): void
}

const ATTEMPTS = 5

/**
 * PGlite takes no lock on its directory, and two processes writing one directory
 * corrupt it (architecture.md). The lock file holds the owner's pid and appears
 * atomically, pid included (a hard link of a finished temp file), so no reader
 * ever sees it empty. A lock left by a process that no longer runs (kill -9) is
 * moved aside by rename, and put back if it turns out to belong to a live server.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'quad.lock')
  const mine = `${file}.${process.pid}`
  writeFileSync(mine, String(process.pid), { mode: 0o600 })
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (tryLink(mine, file)) return { release: () => rmSync(file, { force: true }) }
      const owner = readOwner(file)
      // An unreadable or empty file cannot come from lockDataDir (the pid is written
      // before the link), so it is garbage, taken over like a stale lock.
      if (owner !== undefined && isQuadProcessAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      takeOverStale(file, owner, dataDir)
    }
  } finally {
    rmSync(mine, { force: true })
  }
  throw new Error(`could not take the lock ${file}`)
}

function takeOverStale(file: string, stalePid: number | undefined, dataDir: string): void {
  const aside = `${file}.stale.${process.pid}`
  try {
    renameSync(file, aside)
  } catch {
    return // someone else moved it first
  }
  const moved = readOwner(aside)
  if (moved !== undefined && moved !== stalePid && isQuadProcessAlive(moved)) {
    // We moved a live server's fresh lock: put it back and give way.
    tryLink(aside, file)
    rmSync(aside, { force: true })
    throw new DataDirLockedError(dataDir, moved)
  }
  rmSync(aside, { force: true })
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to)
    return true
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false
    throw error
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/** A live pid that is not a node process is a reused pid, not a Quad server. */
function isQuadProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
  } catch (error) {
    return isErrno(error, 'EPERM')
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')
  } catch {
    return true
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code
}
