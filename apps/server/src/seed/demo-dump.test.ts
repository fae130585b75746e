// @engines embedded: the demo dump loaded by a first start
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authenticate } from '../platform/auth/sessions.service.ts'
import { openConfiguredDatabase } from '../platform/db/open-configured.ts'
import { users } from '../platform/db/schema.ts'
import { findSchoolByCode } from '../platform/tenancy/schools.service.ts'
import { testDatabaseKind } from '../test/test-database.ts'
import {
  DEMO_DUMP_DIR,
  demoDay,
  finishDemoFromDump,
  makeDemoDump,
  usableDemoDump,
} from './demo-dump.ts'
import { DEMO_PASSWORD } from './demo-seed.ts'

const DAY = 24 * 3600_000

/**
 * An instant of the `demoDay` a dump's record names (made that day, in UTC and the demo
 * school's zone): today's, or the install's day for a dump made before.
 */
function onDemoDay(day: string): Date {
  if (day === demoDay()) return new Date()
  const utc = day.split(' ')[0] ?? ''
  const hours = Array.from(
    { length: 24 },
    (_, hour) => new Date(Date.parse(`${utc}T00:30:00Z`) + hour * 3600_000),
  )
  const on = hours.filter((at) => demoDay(at) === day)
  // The middle one: hours from the local midnight, so whole days on stay on the local day.
  const at = on[Math.floor(on.length / 2)]
  if (!at) throw new Error(`no instant of the demo day ${day}`)
  return at
}

// The dump is the embedded database's (decision 065): nothing of it runs on PostgreSQL.
describe.skipIf(testDatabaseKind() === 'postgres')('the demo seeded at install', () => {
  // Made here, not as the suite is collected: a skipped suite's afterAll never removed it.
  let scratch = ''
  // The install's dump when it is usable (made from these sources), else one made here: its
  // seed takes most of this file's time. Only read: each load copies it into a scratch DATA_DIR.
  let dir = DEMO_DUMP_DIR
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'quad-demo-dump-test-'))
    if (usableDemoDump(DEMO_DUMP_DIR)) return
    dir = path.join(scratch, 'dump')
    await makeDemoDump(dir, 4)
  }, 180_000)
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  })

  const files = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())

  it('is used on the day it was made and on any later day, its times to move by the days since', () => {
    const record = JSON.parse(readFileSync(path.join(dir, 'made-from.json'), 'utf8')) as {
      day: string
    }
    const made = onDemoDay(record.day)
    expect(demoDay(made)).toBe(record.day)
    expect(usableDemoDump(dir, made)).toEqual({
      database: path.join(dir, 'pg.tar'),
      files: path.join(dir, 'files'),
      shiftDays: 0,
    })
    // Without a day given, today's: by as many days as it is from the day it was made.
    const today = usableDemoDump(dir)?.shiftDays ?? -1
    expect(today).toBeGreaterThanOrEqual(0)
    expect(demoDay(new Date(made.getTime() + today * DAY)).split(' ')[1]).toBe(
      demoDay().split(' ')[1],
    )
    // Issue 30 debt 9: the day after install loads it too (it seeded from scratch, 18.8 s).
    const tomorrow = new Date(made.getTime() + DAY)
    expect(demoDay(tomorrow)).not.toBe(demoDay(made))
    expect(usableDemoDump(dir, tomorrow)?.shiftDays).toBe(1)
    expect(usableDemoDump(dir, new Date(made.getTime() + 40 * DAY))?.shiftDays).toBe(40)
    // A clock set back before the install: seed afresh.
    expect(usableDemoDump(dir, new Date(made.getTime() - DAY))).toBeUndefined()
    expect(usableDemoDump(path.join(scratch, 'none'))).toBeUndefined()
  })

  it('moves every time on by the days since, keeping the demo school’s wall clock', async () => {
    const dump = usableDemoDump(dir)
    if (!dump) throw new Error('no dump')
    const dataDir = path.join(scratch, 'data-later')
    const database = await openConfiguredDatabase(
      { dataDir, databaseUrl: undefined },
      dump.database,
    )
    const times = async () =>
      (
        await database.db.execute<{ uid: string; local: string; at: string; day: string }>(
          sql`SELECT e.uid, to_char(e.starts_at AT TIME ZONE 'America/New_York', 'HH24:MI') AS local,
                e.starts_at::text AS at,
                (SELECT max(day)::text FROM daily_activity) AS day
              FROM events e ORDER BY e.id LIMIT 1`,
        )
      ).rows[0]
    try {
      const before = await times()
      await finishDemoFromDump(database.db, { ...dump, shiftDays: 3 }, dataDir)
      const after = await times()
      if (!before || !after) throw new Error('no seeded event')
      expect(after.uid).toBe(before.uid)
      expect(after.local).toBe(before.local)
      const days = (later: string, earlier: string) =>
        Math.round((Date.parse(later) - Date.parse(earlier)) / 86_400_000)
      expect(days(after.at, before.at)).toBe(3)
      expect(days(after.day, before.day)).toBe(3)
    } finally {
      await database.close()
    }
  }, 120_000)

  it('is not used once the sources it was made from changed', () => {
    const copy = path.join(scratch, 'changed')
    const record = JSON.parse(readFileSync(path.join(dir, 'made-from.json'), 'utf8')) as object
    mkdirSync(copy)
    writeFileSync(path.join(copy, 'pg.tar'), '')
    writeFileSync(
      path.join(copy, 'made-from.json'),
      JSON.stringify({ ...record, sources: '000000000000' }),
    )
    expect(usableDemoDump(copy)).toBeUndefined()
  })

  it('loads into a new DATA_DIR with its photos and a password hash of its own', async () => {
    const dump = usableDemoDump(dir)
    if (!dump) throw new Error('no dump')
    const dataDir = path.join(scratch, 'data')
    const config = { dataDir, databaseUrl: undefined }
    const database = await openConfiguredDatabase(config, dump.database)
    try {
      expect(database.fromTemplate).toBe(true)
      const hashOf = async () =>
        (
          await database.db
            .select({ hash: users.passwordHash })
            .from(users)
            .where(eq(users.email, 'student@demo.edu'))
        )[0]?.hash
      const dumped = await hashOf()
      await finishDemoFromDump(database.db, dump, dataDir)
      const fresh = await hashOf()
      expect(fresh).not.toBe(dumped)
      // Every account shares the new hash: none is left with the dump's.
      const left = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE password_hash <> ${fresh}`,
      )
      expect(left.rows).toEqual([{ n: 0 }])
      const demo = await findSchoolByCode(database.db, 'demo')
      if (!demo) throw new Error('no demo school')
      expect(
        await authenticate(database.db, demo, 'student@demo.edu', DEMO_PASSWORD),
      ).not.toBeNull()
      expect(files(path.join(dataDir, 'files')).length).toBe(files(dump.files).length)
      expect(files(dump.files).length).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
    // A restart keeps the database it has: the dump is never loaded over it.
    const again = await openConfiguredDatabase(config, dump.database)
    try {
      expect(again.fromTemplate).toBe(false)
    } finally {
      await again.close()
    }
  }, 120_000)
})
