/**
 * Decision 022: what Quad's own job set costs while idle, on either database.
 *
 *   node bench/jobs-idle.ts                       (embedded PGlite)
 *   DATABASE_URL=postgres://.../fresh node bench/jobs-idle.ts
 *
 * The production set: email delivery every 5 s (polled each half second), three
 * hourly or quarter-hourly cron jobs (polled every 10 s). Prints statements per
 * minute and the process's CPU share (the PGlite worker thread included).
 */
import pg from 'pg'
import { openDatabase } from '../apps/server/src/platform/db/database.ts'
import { createJobs } from '../apps/server/src/platform/jobs/jobs.ts'

const url = process.env.DATABASE_URL
const database = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: 'memory://' },
)
let statements = 0
// Every statement of every pooled client (the pool's own `query` is sealed by the guard).
const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1
  return clientQuery.apply(this, args)
} as typeof pg.Client.prototype.query
const jobs = createJobs(database, (error) => process.stderr.write(`${String(error)}\n`))
const noop = async () => undefined
jobs.define([
  { name: 'email-delivery', schedule: { everySeconds: 5 }, pollSeconds: 0.5, handler: noop },
  { name: 'sessions-sweep', schedule: { cron: '7 * * * *' }, handler: noop },
  { name: 'chat-uploads-sweep', schedule: { cron: '37 * * * *' }, handler: noop },
  { name: 'database-upkeep', schedule: { cron: '*/15 * * * *' }, handler: noop },
])
await jobs.start()
await new Promise((resolve) => setTimeout(resolve, 5_000))
const seconds = 60
const cpu = process.cpuUsage()
const before = statements
await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
const used = process.cpuUsage(cpu)
await jobs.stop()
await database.close()
const perMinute = Math.round(((statements - before) / seconds) * 60)
const cpuPct = (((used.user + used.system) / 1e6 / seconds) * 100).toFixed(2)
process.stdout.write(`${JSON.stringify({ db: database.kind, perMinute, cpuPct })}\n`)
