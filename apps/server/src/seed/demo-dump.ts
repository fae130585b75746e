import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { hashPassword } from '../platform/auth/passwords.ts'
import type { Db } from '../platform/db/database.ts'
import { openDatabase } from '../platform/db/database.ts'
import { contentHash, dumpEmbeddedDataDir } from '../platform/db/embedded-dump.ts'
import { runMigrations } from '../platform/db/migrate.ts'
import { users } from '../platform/db/schema.ts'
import { localDiskStorage } from '../platform/files/storage.ts'
import { SERVER_ROOT } from '../platform/server-root.ts'
import { DEMO_TIME_ZONE } from './demo-events.ts'
import { shiftDemoTimes } from './demo-time-shift.ts'
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts'

/**
 * The demo's seeded database, made once at `npm install` (decision 065): a first start
 * loads it into DATA_DIR instead of migrating and seeding, most of 36 s. Not in git.
 */
export const DEMO_DUMP_DIR = path.join(SERVER_ROOT, '.demo-dump')
const SERVER_SOURCES = path.join(SERVER_ROOT, 'src')
const REPO = path.resolve(SERVER_ROOT, '../..')

/** A dump's files: the PGlite data directory, the feed's photos, what it was made from. */
export interface DemoDump {
  database: string
  files: string
  /** Days since the dump was made (in the demo school's zone): its times move on by as many. */
  shiftDays: number
}
const paths = (dir: string) => ({
  database: path.join(dir, 'pg.tar'),
  files: path.join(dir, 'files'),
  record: path.join(dir, 'made-from.json'),
})

const MadeFrom = z.object({ sources: z.string(), day: z.string() })

/**
 * What a seed depends on: the server's code (the seed, the schema, the features it
 * writes through), the shared contracts and the locked packages (faker's data). Tests
 * are left out: they seed nothing here.
 */
function demoSourcesHash(): string {
  return contentHash(
    [SERVER_SOURCES, path.join(REPO, 'packages/shared/src'), path.join(REPO, 'package-lock.json')],
    (file) => !file.endsWith('.test.ts'),
  )
}

/**
 * The seed's events, posts, chats and terms are placed around the day it runs (in UTC
 * and in the demo school's time zone), so a dump is that day's demo and no other's.
 */
export function demoDay(now = new Date()): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(now)
  return `${now.toISOString().slice(0, 10)} ${local}`
}

/** Whole days from one `demoDay` to another, by the demo school's calendar; NaN if unreadable. */
function daysBetween(from: string, to: string): number {
  const local = (day: string) => Date.parse(`${day.split(' ')[1] ?? ''}T00:00:00Z`)
  return Math.round((local(to) - local(from)) / 86_400_000)
}

/**
 * The dump in `dir` if it was made from these very sources, on any day up to today
 * (issue 30 debt 9: the day after install no longer seeds from scratch); its times are
 * shifted on load by the days since. Else undefined.
 */
export function usableDemoDump(dir = DEMO_DUMP_DIR, now = new Date()): DemoDump | undefined {
  const at = paths(dir)
  if (!existsSync(at.record) || !existsSync(at.database)) return undefined
  const made = MadeFrom.safeParse(JSON.parse(readFileSync(at.record, 'utf8')))
  if (!made.success || made.data.sources !== demoSourcesHash()) return undefined
  const shiftDays = daysBetween(made.data.day, demoDay(now))
  // A clock set back, or a record of another format: seed afresh.
  if (!(shiftDays >= 0)) return undefined
  return { database: at.database, files: at.files, shiftDays }
}

/**
 * Migrates and seeds a throwaway data directory, then dumps it into `dir` (replacing what
 * was there only once the new dump is whole). The dump holds no instance secret: the
 * JWT secret, the integrations key, the demo's second factors and its LMS link are made
 * at start, after the load, as on a seeded start.
 */
export async function makeDemoDump(dir = DEMO_DUMP_DIR, studentsPerSchool?: number) {
  mkdirSync(path.dirname(dir), { recursive: true })
  const work = mkdtempSync(`${dir}-making-`)
  const at = paths(work)
  try {
    const dataDir = path.join(work, 'pg')
    const database = await openDatabase({ kind: 'embedded', dataDir })
    try {
      await runMigrations(database)
      await seedDemo(database.db, localDiskStorage(at.files), studentsPerSchool)
    } finally {
      await database.close()
    }
    await dumpEmbeddedDataDir(dataDir, at.database)
    rmSync(dataDir, { recursive: true, force: true })
    const made: z.infer<typeof MadeFrom> = { sources: demoSourcesHash(), day: demoDay() }
    writeFileSync(at.record, JSON.stringify(made))
    rmSync(dir, { recursive: true, force: true })
    renameSync(work, dir)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * After a dump was loaded into a new DATA_DIR: its times move to today, its photos go
 * beside it, and the demo password is hashed anew, so no two data directories share a salt.
 */
export async function finishDemoFromDump(db: Db, dump: DemoDump, dataDir: string) {
  await shiftDemoTimes(db, dump.shiftDays)
  if (existsSync(dump.files)) cpSync(dump.files, path.join(dataDir, 'files'), { recursive: true })
  const [seeded] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'student@demo.edu'))
    .limit(1)
  if (!seeded) throw new Error('the demo dump holds no demo student')
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.passwordHash, seeded.hash))
}
