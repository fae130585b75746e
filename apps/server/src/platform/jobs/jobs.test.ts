// @engines both: pg-boss queues and locks on each engine
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts'
import { createJobs, DEAD_LETTERS, JobFailedError, type JobDefinition, type Jobs } from './jobs.ts'

/** Two `Jobs` over one database act as two instances of Quad (decision 022). */
let database: TestDatabase
const instances: Jobs[] = []
const errors: unknown[] = []
const runs: { name: string; tag: unknown; at: number }[] = []

function definitions(): JobDefinition[] {
  const record = (name: string) => async (payload: Record<string, unknown>) => {
    runs.push({ name, tag: payload.tag, at: Date.now() })
  }
  return [
    { name: 'record', handler: record('record'), pollSeconds: 0.5, concurrency: 2 },
    {
      name: 'fail',
      handler: async (payload) => {
        await record('fail')(payload)
        throw new Error('always fails')
      },
      pollSeconds: 0.5,
      retryLimit: 2,
      retryDelaySeconds: 1,
    },
    { name: 'tick', handler: record('tick'), pollSeconds: 0.5, schedule: { everySeconds: 1 } },
  ]
}

beforeAll(async () => {
  database = await createTestDatabase()
  for (let i = 0; i < 2; i++) {
    const jobs = createJobs(database, (error) => {
      if (!(error instanceof JobFailedError)) errors.push(error)
    })
    jobs.define(definitions())
    await jobs.start()
    instances.push(jobs)
  }
}, 60_000)

afterAll(async () => {
  for (const jobs of instances) await jobs.stop()
  expect(errors).toEqual([])
  await database.drop()
})

const jobs = () => instances[0] as Jobs

/** Polls for an outcome with a generous deadline (decision 018: never sleep-and-assert). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not reached before the deadline')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('jobs', () => {
  it('is not ready while it starts, and a job queued meanwhile waits for its queue', async () => {
    const late = createJobs(database, (error) => errors.push(error))
    late.define([
      {
        name: 'late',
        handler: async (p) => void runs.push({ name: 'late', tag: p.tag, at: Date.now() }),
        pollSeconds: 0.5,
      },
    ])
    const starting = late.start()
    // The queue `late` does not exist until the start makes it: sent at once, pg-boss refuses.
    const id = await late.enqueue(database.db, 'late', { tag: 'queued while starting' })
    expect(id).toEqual(expect.any(String))
    await starting
    await eventually(() => runs.some((run) => run.tag === 'queued while starting'))
    await late.stop()
  })

  it('never runs a job whose transaction rolled back; runs a committed one', async () => {
    await database.db
      .transaction(async (tx) => {
        await jobs().enqueue(tx, 'record', { tag: 'rolled back' })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await database.db.transaction(async (tx) => {
      await jobs().enqueue(tx, 'record', { tag: 'committed' })
    })
    await eventually(() => runs.some((run) => run.tag === 'committed'))
    const listed = await jobs().listJobs({ name: 'record' })
    expect(listed.map((job) => job.payload)).not.toContainEqual({ tag: 'rolled back' })
    expect(runs.filter((run) => run.tag === 'rolled back')).toEqual([])
  })

  it('waits before it starts when told to, and a stop during the wait starts nothing', async () => {
    const waiting = createJobs(database, (error) => errors.push(error))
    waiting.define([{ name: 'never-made', handler: async () => undefined }])
    const began = Date.now()
    const starting = waiting.start({ afterMs: 60_000 })
    await waiting.stop()
    await starting
    // The stop did not wait out the minute, and the queue was never made.
    expect(Date.now() - began).toBeLessThan(30_000)
    const made = await database.pool.query(
      `select name from pgboss.queue where name = 'never-made'`,
    )
    expect(made.rows).toEqual([])
  })

  it('runs each committed job once across two instances', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `once-${i}`)
    for (const tag of tags) await jobs().enqueue(database.db, 'record', { tag })
    await eventually(async () => {
      const done = await jobs().listJobs({ name: 'record', state: 'completed' })
      return tags.every((tag) => done.some((job) => (job.payload as { tag: string }).tag === tag))
    })
    for (const tag of tags) expect(runs.filter((run) => run.tag === tag)).toHaveLength(1)
  })

  it('retries a failing job with growing delays, then keeps it failed and dead-lettered', async () => {
    const id = await jobs().enqueue(database.db, 'fail', { tag: 'doomed' })
    await eventually(async () => {
      const failed = await jobs().listJobs({ name: 'fail', state: 'failed' })
      return failed.some((job) => job.id === id)
    })
    const [job] = (await jobs().listJobs({ name: 'fail' })).filter((row) => row.id === id)
    expect(job?.retryCount).toBe(2)
    expect(String(JSON.stringify(job?.output))).toContain('always fails')
    const attempts = runs.filter((run) => run.tag === 'doomed').map((run) => run.at)
    expect(attempts).toHaveLength(3)
    // Backoff: the second retry waits at least twice the first delay (1 s), never sooner.
    expect((attempts[2] as number) - (attempts[1] as number)).toBeGreaterThanOrEqual(1900)
    const dead = await jobs().listJobs({ name: DEAD_LETTERS })
    expect(dead.map((row) => row.payload)).toContainEqual({ tag: 'doomed' })
  })

  it('runs an every-N schedule once per period across two instances', async () => {
    await eventually(() => runs.filter((run) => run.name === 'tick').length >= 3)
    const perSlot = await database.pool.query<{ count: string }>(
      `select count(*) from pgboss.job where name = 'tick' group by singleton_on having count(*) > 1`,
    )
    expect(perSlot.rows).toEqual([])
  })

  it('keeps one queued job per singleton key', async () => {
    const later = new Date(Date.now() + 60 * 60 * 1000)
    const first = await jobs().enqueue(
      database.db,
      'record',
      { tag: 'a' },
      { singletonKey: 'k', runAt: later },
    )
    const second = await instances[1]?.enqueue(
      database.db,
      'record',
      { tag: 'b' },
      { singletonKey: 'k', runAt: later },
    )
    expect(first).toEqual(expect.any(String))
    expect(second).toBeNull()
    const queued = await jobs().listJobs({ name: 'record', state: 'created' })
    expect(queued.map((job) => job.id)).toEqual([first])
  })
})

describe('a start’s first moments', () => {
  it('queues a job inside a transaction before its queues are up, and runs it once they are (embedded: without waiting on the one connection the transaction holds)', async () => {
    const late = createJobs(database, (error) => errors.push(error))
    late.define([
      {
        name: 'late',
        handler: async (payload) => {
          runs.push({ name: 'late', tag: payload.tag, at: Date.now() })
        },
        pollSeconds: 0.5,
      },
    ])
    const starting = late.start({ afterMs: 300 })
    // Before the fix this transaction never ended on the embedded database: the enqueue
    // waited for a start that needed the connection the transaction held.
    await database.db.transaction(async (tx) => {
      await late.enqueue(tx, 'late', { tag: 'queued-while-starting' })
    })
    await starting
    await eventually(() => runs.some((r) => r.name === 'late' && r.tag === 'queued-while-starting'))
    await late.stop()
  }, 30_000)
})

describe('a poll floor (the embedded database’s one instance)', () => {
  it('wakes its own workers: a job queued now, a burst, one due in a second, one queued while starting, and a schedule’s tick, though no poll comes for ten minutes', async () => {
    const floored = createJobs(database, (error) => errors.push(error), { pollFloorSeconds: 600 })
    const record = (name: string) => async (payload: Record<string, unknown>) => {
      runs.push({ name, tag: payload.tag, at: Date.now() })
    }
    floored.define([
      { name: 'floor-now', handler: record('floor-now'), pollSeconds: 0.5 },
      { name: 'floor-tick', handler: record('floor-tick'), schedule: { everySeconds: 3600 } },
    ])
    const starting = floored.start({ afterMs: 300 })
    await database.db.transaction(async (tx) => {
      await floored.enqueue(tx, 'floor-now', { tag: 'while-starting' })
    })
    await starting
    await floored.enqueue(database.db, 'floor-now', { tag: 'now' })
    // Three in one commit: one wake, and each job handled brings the next.
    await database.db.transaction(async (tx) => {
      for (const tag of ['burst-1', 'burst-2', 'burst-3'])
        await floored.enqueue(tx, 'floor-now', { tag })
    })
    const due = Date.now() + 1500
    await floored.enqueue(database.db, 'floor-now', { tag: 'soon' }, { runAt: new Date(due) })
    const ran = (tag: string) => runs.find((run) => run.name === 'floor-now' && run.tag === tag)
    const tags = ['while-starting', 'now', 'burst-1', 'burst-2', 'burst-3', 'soon']
    await eventually(() => tags.every((tag) => ran(tag)), 10_000)
    expect(ran('soon')?.at).toBeGreaterThanOrEqual(due)
    await eventually(() => runs.some((run) => run.name === 'floor-tick'), 10_000)
    await floored.stop()
  }, 30_000)
})
