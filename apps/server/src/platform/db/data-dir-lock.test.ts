// @engines both: the embedded data directory and its lock
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts'
import { tempDirForTest } from '../../test/temp-dir.ts'

const lockDir = () => tempDirForTest('quad-lock-')

it('refuses a second lock held by a live process, then allows it after release', () => {
  const dir = lockDir()
  // Simulate another live node process owning the lock: the test runner's parent.
  writeFileSync(path.join(dir, 'quad.lock'), String(process.ppid))
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  expect(() => lockDataDir(dir)).toThrow(/already using the data directory/)
})

it('takes over a lock left by a process that no longer runs (kill -9)', () => {
  const dir = lockDir()
  writeFileSync(path.join(dir, 'quad.lock'), '999999999')
  const lock = lockDataDir(dir)
  lock.release()
  const again = lockDataDir(dir)
  again.release()
})

it('refuses the lock while this process holds it', () => {
  const dir = lockDir()
  const lock = lockDataDir(dir)
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  lock.release()
})

it('replaces an empty lock file, which lockDataDir itself never writes', () => {
  const dir = lockDir()
  writeFileSync(path.join(dir, 'quad.lock'), '')
  // The pid is written before the lock file appears (hard link), so an empty lock is
  // garbage (e.g. a full disk), not a server starting up.
  const lock = lockDataDir(dir)
  expect(readFileSync(path.join(dir, 'quad.lock'), 'utf8')).toBe(String(process.pid))
  lock.release()
})
