/**
 * Issue 2 item 9: the bench seed creates 100,000 profiles in one school in under
 * a minute. Run: node bench/seed-100k.ts (set DATABASE_URL for PostgreSQL; the
 * database must be empty of a `bench` school).
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { seedBench } from '@quad/server/src/seed/bench-seed.ts'

const url = process.env.DATABASE_URL
const count = Number(process.env.BENCH_PROFILES ?? 100_000)
const database = await openDatabase(
  url
    ? { kind: 'postgres', url }
    : { kind: 'embedded', dataDir: mkdtempSync(path.join(os.tmpdir(), 'quad-seed-')) },
)
await runMigrations(database)
const started = performance.now()
await seedBench(database.db, count)
const seconds = (performance.now() - started) / 1000
console.log(`${database.kind}: ${count} profiles seeded in ${seconds.toFixed(1)} s`)
await database.close()
