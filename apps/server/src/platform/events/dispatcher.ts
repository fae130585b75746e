import type { FastifyBaseLogger } from 'fastify'
import { sql, type SQL } from 'drizzle-orm'
import { afterCommit, type Db, type DbOrTx } from '../db/database.ts'
import { domainEvents } from '../db/events-schema.ts'
import { isSignal, type Bus } from '../realtime/bus.ts'
import { findSchoolById, type School } from '../tenancy/schools.service.ts'
import type { AnySubscriber, DomainEvents, EventName, Events } from './events.ts'
import { claimDue, markDone, settle, type ClaimedEvent } from './outbox.ts'

export interface DispatcherOptions {
  /**
   * The safety poll: how often a dispatcher looks for due events nobody woke it for (a
   * wake-up lost with a crashed instance, a retry come due). Not a job: a job queue's
   * poll would add its own latency to every event; the wake-up after commit is the path.
   */
  pollMs: number
  /** How long a failed subscriber waits before its next attempt, by attempts so far. */
  retryAfterMs(attempts: number): number
  /** Attempts before an event is given up (its error kept in `last_error`). */
  maxAttempts: number
  /** Events per claim, and how long a claim keeps other instances off them. */
  batch: number
  leaseSeconds: number
}

export const DEFAULT_DISPATCHER: DispatcherOptions = {
  pollMs: 5_000,
  retryAfterMs: (attempts) => Math.min(1_000 * 2 ** attempts, 10 * 60_000),
  maxAttempts: 10,
  batch: 50,
  leaseSeconds: 60,
}

/** Another dispatcher already recorded this subscriber: roll its repeat back, quietly. */
class AlreadyDone extends Error {}

/**
 * The domain events service (decision 023): `emit` writes the outbox row in the
 * caller's transaction; after the commit this instance wakes at once and the bus wakes
 * the others; each round claims due events (`claimDue`) and runs, per event in id order,
 * each subscriber not yet done in its own transaction. One that fails is retried later;
 * those that succeeded are not run again.
 */
export class EventDispatcher implements Events {
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
      if (isSignal(message) && message.signal === 'events') this.wake()
    })
  }

  /** The modules' subscribers; a name twice for one event is a mistake at start-up. */
  setSubscribers(subscribers: readonly AnySubscriber[]): void {
    const byEvent = new Map<string, AnySubscriber[]>()
    for (const subscriber of subscribers) {
      const list = byEvent.get(subscriber.event) ?? []
      if (list.some((other) => other.name === subscriber.name)) {
        throw new Error(`Two subscribers of ${subscriber.event} are named ${subscriber.name}`)
      }
      byEvent.set(subscriber.event, [...list, subscriber])
    }
    this.#subscribers = byEvent
  }

  async emit<N extends EventName>(
    tx: DbOrTx,
    school: School,
    name: N,
    payload: DomainEvents[N],
  ): Promise<void> {
    await tx.insert(domainEvents).values({ schoolId: school.id, name, payload })
    this.emitted()
  }

  /** See `Events.emitFrom`: the outbox insert as a CTE of the caller's statement. */
  readonly emitFrom: Events['emitFrom'] = (school, name, payload, from, fields) => {
    const pairs = Object.entries<SQL>(fields).map(([key, value]) => sql`${key}::text, ${value}`)
    return sql`insert into domain_events (school_id, name, payload)
      select ${school.id}, ${name}, ${JSON.stringify(payload)}::jsonb
        || jsonb_build_object(${sql.join(pairs, sql`, `)})
      from ${from}`
  }

  emitted(): void {
    afterCommit(() => {
      this.wake()
      this.#bus.publish({ signal: 'events' }).catch((error: unknown) => {
        this.#log.warn({ err: error }, 'domain events: the bus did not take the wake-up')
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
    this.#running = this.#loop().finally(() => {
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
        for (const event of claimed) await this.#dispatch(event)
        if (claimed.length === 0 || this.#closed) return
      }
    } catch (error) {
      // The database went away (shutdown, outage): the next wake-up or poll tries again.
      this.#log.error({ err: error }, 'domain events: a dispatch round failed')
    }
  }

  async #dispatch(event: ClaimedEvent): Promise<void> {
    const errors: string[] = []
    for (const subscriber of this.#subscribers.get(event.name) ?? []) {
      if (event.done.includes(subscriber.name)) continue
      try {
        await this.#run(event, subscriber)
      } catch (error) {
        if (error instanceof AlreadyDone) continue
        this.#log.error(
          { err: error, event: event.id, subscriber: subscriber.name },
          'domain events: a subscriber failed',
        )
        errors.push(`${subscriber.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    const giveUp = event.attempts + 1 >= this.#options.maxAttempts
    await settle(this.#db, event, {
      error: errors.length > 0 ? errors.join('\n') : null,
      giveUp,
      retryAfterMs: this.#options.retryAfterMs(event.attempts),
    })
  }

  /** One subscriber in its own transaction, with the record that it ran; then its after-commit work. */
  async #run(event: ClaimedEvent, subscriber: AnySubscriber): Promise<void> {
    const work: (() => Promise<void>)[] = []
    await this.#db.transaction(async (tx) => {
      const school = await findSchoolById(tx, event.schoolId)
      if (school) {
        const { id, name, payload, createdAt } = event
        await subscriber.handle(
          { id, name, payload, createdAt },
          { tx, school, afterCommit: (run) => work.push(run) },
        )
      }
      if (!(await markDone(tx, event.id, subscriber.name))) throw new AlreadyDone()
    })
    for (const run of work) {
      // The writes are committed; a lost frame is caught up on the next hello.
      await run().catch((error: unknown) => {
        this.#log.warn({ err: error, event: event.id }, 'domain events: after-commit work failed')
      })
    }
  }
}
