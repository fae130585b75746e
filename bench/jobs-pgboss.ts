/**
 * Decision 022's measurement: pg-boss against both of Quad's databases, through the
 * pool Quad already has (pg-boss `db` adapter), enqueueing inside a Drizzle transaction.
 *
 *   node bench/jobs-pgboss.ts                       (embedded PGlite)
 *   DATABASE_URL=postgres://.../fresh node bench/jobs-pgboss.ts
 *
 * Prints one JSON line of findings.
 */
import { PgBoss } from 'pg-boss'
import type pg from 'pg'
import { openDatabase, type DbOrTx } from '../apps/server/src/platform/db/database.ts'

const url = process.env.DATABASE_URL
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: 'memory://' },
)
let statements = 0
const adapter = {
  executeSql: async (text: string, values?: unknown[]) => {
    statements += 1
    return database.pool.query(text, values)
  },
}
const txAdapter = (tx: DbOrTx) => {
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) }
}
const found: Record<string, unknown> = { db: database.kind }
const boss = new PgBoss({
  db: adapter,
  backend: database.kind === 'embedded' ? 'pglite' : 'postgres',
  cronMonitorIntervalSeconds: 1,
})
boss.on('error', (error: unknown) => {
  found.errors = [...((found.errors as string[] | undefined) ?? []), String(error)]
})
const until = async (what: string, check: () => Promise<boolean> | boolean, ms = 120_000) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  found[`${what}_timeout`] = true
  return false
}

let t = performance.now()
await boss.start()
found.start_ms = Math.round(performance.now() - t)
found.start_statements = statements

await boss.createQueue('dead')
await boss.createQueue('t', {
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
  deadLetter: 'dead',
})

// rolled-back enqueue
await database.db
  .transaction(async (tx) => {
    await boss.send('t', { rolled: true }, { db: txAdapter(tx) })
    throw new Error('rollback')
  })
  .catch(() => undefined)
// committed enqueue in a transaction, then latency to the handler's start
const started: number[] = []
const seen: unknown[] = []

await boss.work('t', { pollingIntervalSeconds: 0.5, batchSize: 20 }, async (jobs) => {
  for (const job of jobs) {
    started.push(performance.now())
    seen.push(job.data)
    if ((job.data as { fail?: boolean }).fail) throw new Error('fails')
  }
})
const latencies: number[] = []
for (let i = 0; i < 5; i++) {
  const before = started.length
  const sentAt = performance.now()
  await database.db.transaction(async (tx) => {
    await boss.send('t', { i }, { db: txAdapter(tx) })
  })
  await until('latency', () => started.length > before)
  latencies.push(Math.round((started.at(-1) ?? 0) - sentAt))
}
found.enqueue_to_start_ms = latencies
found.rolled_back_ran = seen.some((d) => (d as { rolled?: boolean }).rolled)

// throughput: 1000 jobs inserted in one call, drained by one worker (batch 20)
const n = 1000
const base = started.length
t = performance.now()
await boss.insert(
  't',
  Array.from({ length: n }, (_, i) => ({ data: { n: i } })),
)
await until('throughput', () => started.length >= base + n)
found.jobs_per_s = Math.round((n / (performance.now() - t)) * 1000)

// singleton key
const a = await boss.send('t', { s: 1 }, { singletonKey: 'k', startAfter: 60 })
const b = await boss.send('t', { s: 2 }, { singletonKey: 'k', startAfter: 60 })
found.singleton_second_id = b
found.singleton_first_id = Boolean(a)

// retries with backoff, then the dead letter queue
let deadSeen = false
await boss.work('dead', { pollingIntervalSeconds: 0.5 }, async () => {
  deadSeen = true
})
t = performance.now()
const failing = await boss.send('t', { fail: true })
await until('dead', () => deadSeen)
found.fail_to_dead_letter_ms = Math.round(performance.now() - t)
const failed = failing ? await boss.getJobById('t', failing) : null
found.failed_state = failed?.state
found.failed_retry_count = failed?.retryCount

// cron: every minute, one instance
await boss.createQueue('c')
let cronRuns = 0
await boss.work('c', { pollingIntervalSeconds: 0.5 }, async () => {
  cronRuns += 1
})
t = performance.now()
await boss.schedule('c', '* * * * *')
await until('cron', () => cronRuns > 0, 130_000)
found.cron_first_run_ms = Math.round(performance.now() - t)

// idle cost: 30 s with the three workers and a schedule, nothing queued
const cpu = process.cpuUsage()
const s0 = statements
t = performance.now()
await new Promise((r) => setTimeout(r, 30_000))
const secs = (performance.now() - t) / 1000
const used = process.cpuUsage(cpu)
found.idle_statements_per_min = Math.round(((statements - s0) / secs) * 60)
found.idle_cpu_pct = Number((((used.user + used.system) / 1e6 / secs) * 100).toFixed(2))

await boss.stop({ graceful: true })
await database.close()
process.stdout.write(`${JSON.stringify(found)}\n`)
process.exit(0)
