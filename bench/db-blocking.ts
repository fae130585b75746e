/**
 * Why PGlite runs in a worker (docs/decisions/002): the longest event-loop stall
 * on the main thread while a slow query runs, and the cost of one round trip,
 * in-thread versus worker + socket. Run: node bench/db-blocking.ts
 */
import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '@quad/server/src/platform/db/database.ts'
import { row } from './lib.ts'

const SLOW = "SELECT count(*) FROM generate_series(1, 2000000) g WHERE md5(g::text) LIKE '%abc%'"
const ROUND_TRIPS = 2000

/** Longest gap between 5 ms ticks while `work` runs. */
async function maxStall(work: () => Promise<unknown>): Promise<{ ms: number; stall: number }> {
  let last = performance.now()
  let stall = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stall = Math.max(stall, now - last - 5)
    last = now
  }, 5)
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  const now = performance.now()
  stall = Math.max(stall, now - last - 5)
  clearInterval(timer)
  return { ms, stall }
}

async function timeRoundTrips(query: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < ROUND_TRIPS; i++) await query(i)
  return (performance.now() - started) / ROUND_TRIPS
}

const inThread = await PGlite.create('memory://')
const a = await maxStall(() => inThread.query(SLOW))
const aTrip = await timeRoundTrips((i) => inThread.query('SELECT $1::int', [i]))
await inThread.close()

const worker = await openDatabase({ kind: 'embedded', dataDir: 'memory://' })
const b = await maxStall(() => worker.pool.query(SLOW))
const bTrip = await timeRoundTrips((i) => worker.pool.query('SELECT $1::int', [i]))
await worker.close()

console.log('| mode | slow query ms | longest event-loop stall ms | round trip ms |')
console.log('|---|---|---|---|')
console.log(row(['PGlite in the main thread', a.ms, a.stall, aTrip]))
console.log(row(['PGlite worker + socket + pg (Quad)', b.ms, b.stall, bTrip]))
