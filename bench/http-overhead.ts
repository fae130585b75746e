/**
 * P4 (quality.md): /healthz and an authenticated read through Quad versus a bare
 * node:http hello-world, same machine, same run. Run: node bench/http-overhead.ts
 * (embedded database; set DATABASE_URL to measure PostgreSQL).
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createApp } from '@quad/server/src/app.ts'
import { openDatabase } from '@quad/server/src/platform/db/database.ts'
import { runMigrations } from '@quad/server/src/platform/db/migrate.ts'
import { configuredStorage } from '@quad/server/src/platform/files/storage.ts'
import { DEMO_PASSWORD, seedDemo } from '@quad/server/src/seed/demo-seed.ts'
import { BENCH_JWT_SECRET, benchAppConfig, load, row, startBareHttp } from './lib.ts'

const url = process.env.DATABASE_URL
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quad-bench-'))
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir })
await runMigrations(database)
await seedDemo(database.db, configuredStorage(database, dataDir), 50)
const app = await createApp({
  config: benchAppConfig('demo', os.tmpdir()),
  database,
  jwtSecret: BENCH_JWT_SECRET,
})
const quad = await app.listen({ port: 0, host: '127.0.0.1' })
const loginResponse = await fetch(`${quad}/mobile_ws/v18/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'student@demo.edu', password: DEMO_PASSWORD }),
})
const cookie = (loginResponse.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
const { jwt } = (await (
  await fetch(`${quad}/mobile_ws/v18/auth_tokens`, { headers: { cookie } })
).json()) as { jwt: string }

const bare = await startBareHttp()
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const baseline = await load(bare.url, { durationSeconds: seconds })
const health = await load(`${quad}/healthz`, { durationSeconds: seconds })
const me = await load(`${quad}/api/v1/me`, {
  durationSeconds: seconds,
  headers: { authorization: `Bearer ${jwt}` },
})

console.log(`database: ${database.kind}; 50 connections, ${seconds} s each`)
console.log('| target | req/s | p50 ms | p99 ms | errors | ratio to bare |')
console.log('|---|---|---|---|---|---|')
console.log(
  row([
    'bare node:http',
    baseline.requestsPerSecond,
    baseline.p50,
    baseline.p99,
    baseline.errors,
    1,
  ]),
)
for (const [name, r] of [
  ['Quad /healthz', health],
  ['Quad /api/v1/me (JWT + DB read)', me],
] as const) {
  console.log(
    row([
      name,
      r.requestsPerSecond,
      r.p50,
      r.p99,
      r.errors,
      r.requestsPerSecond / baseline.requestsPerSecond,
    ]),
  )
}
bare.server.close()
await app.close()
await database.close()
