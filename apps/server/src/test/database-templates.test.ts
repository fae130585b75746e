// @engines both: each engine's test template
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { MIGRATIONS_FOLDER } from '../platform/db/migrate.ts'
import { migrationsHash } from './database-templates.ts'
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database.ts'

/** Decision 040: every file's database is a copy of one migrated template per run. */
describe('test databases from the run template', () => {
  let first: TestDatabase
  beforeAll(async () => {
    first = await createTestDatabase()
  })
  afterAll(async () => {
    await first.drop()
  })

  it('hold every migration in the journal', async () => {
    const journal: { entries: unknown[] } = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    )
    const applied = await first.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )
    expect(applied.rows[0]?.n).toBe(journal.entries.length)
  })

  it("come from this run's template of their own engine (decision 070)", async () => {
    const postgres = testDatabaseKind() === 'postgres'
    expect(inject(postgres ? 'postgresTemplate' : 'embeddedTemplate')).toBeTruthy()
    if (!postgres) return
    // PostgreSQL test databases skip the WAL flush at commit; PGlite has no such setting to save.
    const setting = await first.db.execute(sql`SHOW synchronous_commit`)
    expect(setting.rows[0]?.synchronous_commit).toBe('off')
  })

  it('are copies: what one file writes, a later file never sees', async () => {
    await first.db.execute(sql`INSERT INTO schools (code, name) VALUES ('copy1', 'Copy one')`)
    const later = await createTestDatabase()
    try {
      const seen = await later.db.execute(sql`SELECT count(*)::int AS n FROM schools`)
      expect(seen.rows[0]?.n).toBe(0)
    } finally {
      await later.drop()
    }
  })
})

describe('migrationsHash', () => {
  it('changes when a migration is added or edited, so a template is never stale', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'quad-migrations-'))
    mkdirSync(path.join(folder, 'meta'))
    writeFileSync(path.join(folder, '0000_init.sql'), 'CREATE TABLE a (id int);')
    writeFileSync(path.join(folder, 'meta', '_journal.json'), '{"entries":[1]}')
    const initial = migrationsHash(folder)
    expect(migrationsHash(folder)).toBe(initial)

    writeFileSync(path.join(folder, '0001_more.sql'), 'CREATE TABLE b (id int);')
    const added = migrationsHash(folder)
    writeFileSync(path.join(folder, '0001_more.sql'), 'CREATE TABLE b (id bigint);')
    const edited = migrationsHash(folder)
    expect(new Set([initial, added, edited]).size).toBe(3)
  })
})
