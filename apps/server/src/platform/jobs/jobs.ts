import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import { PgBoss, type Db as BossDb } from 'pg-boss'
import { afterCommit, type Database, type DbOrTx } from '../db/database.ts'

/**
 * Background jobs on pg-boss, on both databases (decision 022): enqueued in the
 * caller's transaction, cron or every-N schedules, retries with exponential backoff,
 * failed jobs kept (state `failed`, and a copy in the `dead-letters` queue), singleton
 * keys, state queryable for an admin view. pg-boss keeps its tables in the `pgboss`
 * schema, installed and migrated by `start()`.
 */
export interface Jobs {
  /** Declares jobs; their queues, workers and schedules start with `start()`. */
  define(definitions: readonly JobDefinition[]): void
  /**
   * Queues a job in `db`'s transaction when `db` is one (it runs only if that commits).
   * Returns its id, or null when a job with the same `singletonKey` is already queued (or,
   * on the embedded database before the queues are up, when it is sent after the commit).
   */
  enqueue(
    db: DbOrTx,
    name: string,
    payload?: object,
    options?: EnqueueOptions,
  ): Promise<string | null>
  /** Jobs by state and name, newest first. */
  listJobs(filter?: { state?: JobState; name?: string; limit?: number }): Promise<JobRow[]>
  /**
   * Makes the queues and starts the workers and schedules; `afterMs` first, when the
   * instance has better things to do at once (main.ts on the embedded database).
   */
  start(options?: { afterMs?: number }): Promise<void>
  /** Stops polling and schedules, waits for running handlers (shutdown: before the database closes). */
  stop(): Promise<void>
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/** One run per cron occurrence, or one per `everySeconds` slot, across all instances. */
export type JobSchedule = { cron: string } | { everySeconds: number }

export interface JobDefinition {
  /** Unique; letters, digits, `-`, `_`, `.` (pg-boss queue names). */
  name: string
  handler(payload: Record<string, unknown>): Promise<void>
  schedule?: JobSchedule
  /** Handlers this instance runs at once (1 unless said). */
  concurrency?: number
  /** How often an idle worker asks for work; a prompt job asks often (default 10 s). */
  pollSeconds?: number
  /** Attempts after the first (default 3), then the job is failed and dead-lettered. */
  retryLimit?: number
  /** Seconds before the first retry, doubling each time (default 30). */
  retryDelaySeconds?: number
}

export interface EnqueueOptions {
  runAt?: Date
  /** At most one queued job per key and name. */
  singletonKey?: string
  retryLimit?: number
  /** Exponential (the default) or a constant retry delay. */
  backoff?: boolean
}

export interface JobRow {
  id: string
  name: string
  state: JobState
  payload: unknown
  retryCount: number
  createdAt: Date
  startedAt: Date | null
  completedAt: Date | null
  /** A failed job's error. */
  output: unknown
}

/** A handler's failure, reported to `onError` before pg-boss retries or fails the job. */
export class JobFailedError extends Error {
  readonly job: string
  readonly jobId: string
  constructor(job: string, jobId: string, cause: unknown) {
    super(`job ${job} (${jobId}) failed`, { cause })
    this.job = job
    this.jobId = jobId
  }
}

export interface JobsOptions {
  /**
   * Workers poll at least this many seconds apart, whatever a job asks: for the embedded
   * database, where this instance is the only one (its data directory is locked) and so
   * queues every job itself and wakes the worker (`enqueue`, schedules, a job due within
   * `WAKE_WITHIN_MS`). Polls then only find retries and cron runs, a few seconds late; at
   * the prompt jobs' 0.5 s each poll was a write PGlite syncs to disk, 18 % of a core on an
   * idle server (decision 022). 0 (the default) keeps each job's own poll.
   */
  pollFloorSeconds?: number
}

/** A job queued to run this soon is woken on time here (a push's batching window); later ones are polled. */
const WAKE_WITHIN_MS = 60_000

export const DEAD_LETTERS = 'dead-letters'
const SCHEMA = 'pgboss'
const STOP_TIMEOUT_MS = 15_000

export function createJobs(
  database: Database,
  onError: (error: unknown) => void,
  { pollFloorSeconds = 0 }: JobsOptions = {},
): Jobs {
  const root: BossDb = { executeSql: (text, values) => database.pool.query(text, values) }
  const boss = new PgBoss({
    db: root,
    schema: SCHEMA,
    backend: database.kind === 'embedded' ? 'pglite' : 'postgres',
  })
  boss.on('error', onError)
  const definitions = new Map<string, JobDefinition>()
  /** This instance's worker of each queue, woken when it queues a job there itself. */
  const workers = new Map<string, string>()
  const timers: NodeJS.Timeout[] = []
  const wakeTimers = new Set<NodeJS.Timeout>()
  let started: Promise<void> | undefined
  let stopped: Promise<void> | undefined
  let running = false
  let bossStarted = false
  // Aborted by a stop during start's wait (the embedded server's first seconds).
  const waiting = new AbortController()

  /** This instance's worker of `name` asks for work now rather than at its next poll. */
  const wake = (name: string) => {
    const worker = workers.get(name)
    if (worker && !stopped) boss.notifyWorker(worker)
  }

  const tick = (definition: JobDefinition, everySeconds: number) =>
    // One job per slot of `everySeconds` whichever instance asks first (pg-boss singletonSeconds).
    boss
      .send(definition.name, {}, { singletonKey: 'every', singletonSeconds: everySeconds })
      .then((id) => {
        if (id !== null) wake(definition.name)
      })
      .catch(onError)

  async function startQueue(definition: JobDefinition): Promise<void> {
    await boss.createQueue(definition.name, {
      // `short`: one queued job per singleton key; unkeyed jobs get a key of their own.
      policy: 'short',
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: true,
      deadLetter: DEAD_LETTERS,
    })
    const worker = await boss.work(
      definition.name,
      {
        pollingIntervalSeconds: Math.max(definition.pollSeconds ?? 10, pollFloorSeconds),
        batchSize: 1,
        localConcurrency: definition.concurrency ?? 1,
      },
      async ([job]) => {
        if (!job) return
        try {
          await definition.handler((job.data ?? {}) as Record<string, unknown>)
        } catch (error) {
          onError(new JobFailedError(definition.name, job.id, error))
          throw error
        } finally {
          // Under a floor, straight on to the next job of a burst (one wake after a commit
          // that queued several): the fetch that finds none waits the poll. pg-boss's own
          // burst mode ignores a batch of one.
          if (pollFloorSeconds > 0) wake(definition.name)
        }
      },
    )
    workers.set(definition.name, worker)
    const schedule = definition.schedule
    if (!schedule) return
    if ('cron' in schedule) {
      await boss.schedule(definition.name, schedule.cron)
      return
    }
    void tick(definition, schedule.everySeconds)
    timers.push(
      setInterval(
        () => void tick(definition, schedule.everySeconds),
        schedule.everySeconds * 1000,
      ).unref(),
    )
  }

  /** Wakes the worker now, or when a job due within WAKE_WITHIN_MS is due (polls find later ones). */
  function wakeWhenDue(name: string, runAt: Date | undefined): void {
    const wait = runAt ? runAt.getTime() - Date.now() : 0
    if (wait <= 0) wake(name)
    else if (wait <= WAKE_WITHIN_MS) {
      const timer = setTimeout(() => {
        wakeTimers.delete(timer)
        wake(name)
      }, wait + 50).unref()
      wakeTimers.add(timer)
    }
  }

  const send = (db: BossDb, name: string, payload: object, options: EnqueueOptions) =>
    boss.send(name, payload, {
      db,
      singletonKey: options.singletonKey ?? `job:${randomUUID()}`,
      ...(options.runAt && { startAfter: options.runAt }),
      ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
      ...(options.backoff !== undefined && { retryBackoff: options.backoff }),
    })

  return {
    define(list) {
      if (started) throw new Error('jobs: define before start')
      for (const definition of list) {
        if (definitions.has(definition.name))
          throw new Error(`Two jobs are named ${definition.name}`)
        definitions.set(definition.name, definition)
      }
    },
    async enqueue(db, name, payload = {}, options = {}) {
      const inTransaction = db !== database.db
      // A job queued while the queues are being made waits for them (a first start has none).
      if (started && !running) {
        // But on the embedded database a transaction holds the one connection making them
        // needs: waiting inside it would wait forever (and stop the whole server). Such a job
        // is sent once the transaction commits and the queues are up; a crash in between, in
        // a start's first seconds, loses it.
        if (inTransaction && database.kind === 'embedded') {
          const waitFor = started
          afterCommit(() => {
            void waitFor
              .then(() => send(root, name, payload, options))
              .then((id) => {
                if (id !== null) wakeWhenDue(name, options.runAt)
              })
              .catch(onError)
          })
          return null
        }
        await started
      }
      const id = await send(inTransaction ? transactionDb(db) : root, name, payload, options)
      // A job queued here starts here at once, once its transaction commits, rather than at
      // the worker's next poll (a link's preview within moments of its message); another
      // instance's workers still find it by polling. A job for later is woken when due.
      if (id !== null) afterCommit(() => wakeWhenDue(name, options.runAt))
      return id
    },
    async listJobs(filter = {}) {
      const result = await database.pool.query<JobRow>(
        `select id, name, state::text as state, data as payload, retry_count as "retryCount",
           created_on as "createdAt", started_on as "startedAt", completed_on as "completedAt", output
         from ${SCHEMA}.job
         where ($1::text is null or state::text = $1) and ($2::text is null or name = $2)
         order by created_on desc, id limit $3`,
        [filter.state ?? null, filter.name ?? null, filter.limit ?? 100],
      )
      return result.rows
    },
    start({ afterMs = 0 } = {}) {
      started ??= (async () => {
        if (afterMs > 0) {
          await sleep(afterMs, undefined, { signal: waiting.signal }).catch((error: unknown) => {
            if (!waiting.signal.aborted) throw error
          })
        }
        // Stopped while waiting: nothing was started.
        if (stopped) return
        bossStarted = true
        await boss.start()
        await boss.createQueue(DEAD_LETTERS)
        for (const definition of definitions.values()) await startQueue(definition)
        running = true
        // Jobs queued before their workers were up (a start's first seconds).
        for (const name of workers.keys()) wake(name)
      })()
      return started
    },
    stop() {
      stopped ??= (async () => {
        for (const timer of [...timers, ...wakeTimers]) clearTimeout(timer)
        waiting.abort()
        if (started) {
          await started.catch(() => undefined)
          if (bossStarted) await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS })
        }
      })()
      return stopped
    },
  }
}

/** pg-boss's statements on the transaction's own connection (Drizzle keeps it on the session). */
function transactionDb(tx: DbOrTx): BossDb {
  const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client
  return { executeSql: (text, values) => client.query(text, values) }
}
