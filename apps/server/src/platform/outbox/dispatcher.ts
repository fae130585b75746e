import { setTimeout as delay } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import { sql, type SQL } from 'drizzle-orm'
import { afterCommit, type Db, type DbOrTx } from '../db/database.ts'
import { outboxMessages } from '../db/outbox-schema.ts'
import { isSignal, type Bus } from '../realtime/bus.ts'
import { findSchoolById, type School } from '../tenancy/schools.service.ts'
import type { AnySubscriber, MessageName, Outbox, OutboxMessages } from './messages.ts'
import { claimDue, markDone, settle, settleDispatched, type ClaimedMessage } from './outbox.ts'

export interface DispatcherOptions {
  /**
   * The safety poll: how often a dispatcher looks for due messages nobody woke it for (a
   * wake-up lost with a crashed instance, a retry come due). Not a job: a job queue's
   * poll would add its own latency to every message; the wake-up after commit is the path.
   */
  pollMs: number
  /** How long a failed subscriber waits before its next attempt, by attempts so far. */
  retryAfterMs(attempts: number): number
  /** Attempts before a message is given up (its error kept in `last_error`). */
  maxAttempts: number
  /**
   * How long a wake-up waits before it claims, so that the messages of a burst committed
   * meanwhile are claimed and handled together (P2: a saturated chat then costs one
   * dispatch per run of messages, not one per message).
   */
  gatherMs: number
  /** Messages per claim, and how long a claim keeps other instances off them. */
  batch: number
  leaseSeconds: number
}

export const DEFAULT_DISPATCHER: DispatcherOptions = {
  pollMs: 5_000,
  gatherMs: 20,
  retryAfterMs: (attempts) => Math.min(1_000 * 2 ** attempts, 10 * 60_000),
  maxAttempts: 10,
  batch: 50,
  leaseSeconds: 60,
}

/** Another dispatcher already recorded this subscriber: roll its repeat back, quietly. */
class AlreadyDone extends Error {}

/**
 * The outbox (decision 023): `emit` writes the message's row in the caller's transaction;
 * after the commit this instance wakes at once and the bus wakes the others; each round
 * claims due messages (`claimDue`) and runs, per run of messages of one name and school in
 * id order, each subscriber not yet done with them in its own transaction (one for the run;
 * one per message when that fails). One that fails is retried later; those that succeeded
 * are not run again.
 */
export class OutboxDispatcher implements Outbox {
  readonly #db: Db
  readonly #bus: Bus
  readonly #log: FastifyBaseLogger
  readonly #options: DispatcherOptions
  #subscribers = new Map<string, AnySubscriber[]>()
  #running: Promise<void> | null = null
  #again = false
  #closed = false
  readonly #poll: NodeJS.Timeout
  readonly #unsubscribe: () => void

  constructor(db: Db, bus: Bus, log: FastifyBaseLogger, options: Partial<DispatcherOptions> = {}) {
    this.#db = db
    this.#bus = bus
    this.#log = log
    this.#options = { ...DEFAULT_DISPATCHER, ...options }
    this.#poll = setInterval(() => this.wake(), this.#options.pollMs).unref()
    this.#unsubscribe = bus.subscribe((message) => {
      if (isSignal(message) && message.signal === 'outbox') this.wake()
    })
  }

  /** The modules' subscribers; a name twice for one message is a mistake at start-up. */
  setSubscribers(subscribers: readonly AnySubscriber[]): void {
    const byMessage = new Map<string, AnySubscriber[]>()
    for (const subscriber of subscribers) {
      const list = byMessage.get(subscriber.message) ?? []
      if (list.some((other) => other.name === subscriber.name)) {
        throw new Error(`Two subscribers of ${subscriber.message} are named ${subscriber.name}`)
      }
      byMessage.set(subscriber.message, [...list, subscriber])
    }
    this.#subscribers = byMessage
  }

  async emit<N extends MessageName>(
    tx: DbOrTx,
    school: School,
    name: N,
    payload: OutboxMessages[N],
  ): Promise<void> {
    await tx.insert(outboxMessages).values({ schoolId: school.id, name, payload })
    this.emitted()
  }

  /** See `Outbox.emitFrom`: the outbox insert as a CTE of the caller's statement. */
  readonly emitFrom: Outbox['emitFrom'] = (schoolId, name, payload, from, fields) => {
    const pairs = Object.entries<SQL>(fields).map(([key, value]) => sql`${key}::text, ${value}`)
    return sql`insert into domain_events (school_id, name, payload)
      select ${schoolId}, ${name}, ${JSON.stringify(payload)}::jsonb
        || jsonb_build_object(${sql.join(pairs, sql`, `)})
      from ${from}`
  }

  emitted(): void {
    afterCommit(() => {
      this.wake()
      this.#bus.publish({ signal: 'outbox' }).catch((error: unknown) => {
        this.#log.warn({ err: error }, 'outbox: the bus did not take the wake-up')
      })
    })
  }

  /** Starts a dispatch loop, or asks the running one for another pass. */
  wake(): void {
    if (this.#closed) return
    if (this.#running) {
      this.#again = true
      return
    }
    this.#again = false
    this.#running = delay(this.#options.gatherMs)
      .then(() => {
        // What woke it meanwhile is claimed now; after a close, by the next start.
        this.#again = false
        return this.#closed ? undefined : this.#loop()
      })
      .finally(() => {
        this.#running = null
        if (this.#again) this.wake()
      })
  }

  async drain(): Promise<void> {
    this.wake()
    while (this.#running) await this.#running
  }

  async close(): Promise<void> {
    this.#closed = true
    clearInterval(this.#poll)
    this.#unsubscribe()
    while (this.#running) await this.#running
  }

  async #loop(): Promise<void> {
    try {
      for (;;) {
        const claimed = await claimDue(this.#db, this.#options.batch, this.#options.leaseSeconds)
        for (const run of runsOf(claimed)) await this.#dispatch(run)
        if (claimed.length === 0 || this.#closed) return
      }
    } catch (error) {
      // The database went away (shutdown, outage): the next wake-up or poll tries again.
      this.#log.error({ err: error }, 'outbox: a dispatch round failed')
    }
  }

  /**
   * A run of messages of one name and school (`runsOf`): each subscriber handles those it
   * has not yet handled together, in one transaction (P2: a burst of chat sends costs one
   * transaction per claim, not one per message). A run that fails is handled again one
   * message at a time, so that one failing message neither holds back nor retries the rest.
   */
  async #dispatch(run: ClaimedMessage[]): Promise<void> {
    const errors = new Map<number, string[]>()
    for (const subscriber of this.#subscribers.get(run[0]?.name ?? '') ?? []) {
      const due = run.filter((message) => !message.done.includes(subscriber.name))
      if (due.length > 1 && (await this.#tryTogether(due, subscriber))) continue
      for (const message of due) {
        try {
          await this.#run([message], subscriber)
        } catch (error) {
          if (error instanceof AlreadyDone) continue
          this.#log.error(
            { err: error, messageId: message.id, subscriber: subscriber.name },
            'outbox: a subscriber failed',
          )
          const text = error instanceof Error ? error.message : String(error)
          errors.set(message.id, [...(errors.get(message.id) ?? []), `${subscriber.name}: ${text}`])
        }
      }
    }
    await settleDispatched(
      this.#db,
      run.filter((message) => !errors.has(message.id)).map((message) => message.id),
    )
    for (const message of run) {
      const failed = errors.get(message.id)
      if (!failed) continue
      await settle(this.#db, message, {
        error: failed.join('\n'),
        giveUp: message.attempts + 1 >= this.#options.maxAttempts,
        retryAfterMs: this.#options.retryAfterMs(message.attempts),
      })
    }
  }

  /** The run's messages in one transaction; false when that failed (nothing of it was kept). */
  async #tryTogether(messages: ClaimedMessage[], subscriber: AnySubscriber): Promise<boolean> {
    try {
      await this.#run(messages, subscriber)
      return true
    } catch {
      return false
    }
  }

  /**
   * One subscriber on messages of one school, in one transaction with the record that it
   * ran; then its after-commit work.
   */
  async #run(messages: ClaimedMessage[], subscriber: AnySubscriber): Promise<void> {
    const work: (() => Promise<void>)[] = []
    const stored = messages.map(({ id, name, payload, createdAt }) => ({
      id,
      name,
      payload,
      createdAt,
    }))
    await this.#db.transaction(async (tx) => {
      const school = await findSchoolById(tx, messages[0]?.schoolId ?? 0)
      if (school) {
        const scope = { tx, school, afterCommit: (run: () => Promise<void>) => work.push(run) }
        if (subscriber.handleMany) await subscriber.handleMany(stored, scope)
        else for (const message of stored) await subscriber.handle(message, scope)
      }
      const ids = messages.map((message) => message.id)
      if (!(await markDone(tx, ids, subscriber.name))) throw new AlreadyDone()
    })
    for (const run of work) {
      // The writes are committed; a lost frame is caught up on the next hello.
      await run().catch((error: unknown) => {
        this.#log.warn(
          { err: error, messageIds: messages.map((message) => message.id) },
          'outbox: after-commit work failed',
        )
      })
    }
  }
}

/** Claimed messages (in id order) cut into runs of consecutive ones of one name and school. */
function runsOf(claimed: readonly ClaimedMessage[]): ClaimedMessage[][] {
  const runs: ClaimedMessage[][] = []
  for (const message of claimed) {
    const last = runs.at(-1)
    const head = last?.[0]
    if (last && head?.name === message.name && head.schoolId === message.schoolId) {
      last.push(message)
    } else runs.push([message])
  }
  return runs
}
