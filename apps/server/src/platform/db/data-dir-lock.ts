import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
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

/**
 * PGlite takes no lock on its directory, and two processes writing one directory
 * corrupt it (architecture.md). The lock file holds the owner's pid; a lock left by
 * a process that no longer runs (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'quad.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return { release: () => rmSync(file, { force: true }) }
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error
      const owner = readOwner(file)
      if (owner !== undefined && owner !== process.pid && isQuadProcessAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner)
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`could not take the lock ${file}`)
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
