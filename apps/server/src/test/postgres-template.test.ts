import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildPostgresTemplate } from './postgres-template.ts'
import { testDatabaseKind } from './test-database.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const LOCK_CLASS = 730_002

async function databasesLike(client: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
    [prefix],
  )
  return rows.map((row) => row.datname)
}

/** Decision 040: one template per run, safe when runs overlap, and none left behind. */
describe.skipIf(testDatabaseKind() !== 'postgres')('the PostgreSQL run template', () => {
  const admin = new pg.Client({ connectionString: adminUrl })
  // Another run, still going: it holds its template's lock on its own connection.
  const otherRun = new pg.Client({ connectionString: adminUrl })
  const suffix = Date.now().toString(36)
  const ended = `quad_template_000000000000_ended${suffix}`
  const live = `quad_template_000000000000_live${suffix}`
  afterAll(async () => {
    for (const name of [ended, live]) await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await otherRun.end()
    await admin.end()
  })

  it("drops the templates of runs that ended, keeps a running one's, and drops its own", async () => {
    await admin.connect()
    await otherRun.connect()
    await otherRun.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_CLASS, live])
    await admin.query(`CREATE DATABASE ${live}`)
    await admin.query(`CREATE DATABASE ${ended}`)

    const template = await buildPostgresTemplate(adminUrl)
    const names = await databasesLike(admin, 'quad_template_000000000000_')
    expect(names).toEqual([live])
    expect(template.location).toMatch(/^quad_template_[0-9a-f]{12}_[0-9a-f]{8}$/)

    const url = new URL(adminUrl)
    url.pathname = `/${template.location}`
    const copy = new pg.Client({ connectionString: url.toString() })
    await copy.connect()
    const { rows } = await copy.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    )
    await copy.end()
    expect(rows[0]?.n).toBeGreaterThan(0)

    await template.drop()
    expect(await databasesLike(admin, template.location)).toEqual([])
  })
})
