import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import type { School } from '../tenancy/schools.service.ts'

/**
 * The catalogue of domain events (issue 13 item 3, decision 023), filled by declaration
 * merging: each feature declares its own events' payloads beside the code that emits them,
 *
 *     declare module '../../platform/events/events.ts' {
 *       interface DomainEvents { 'club.member_joined': { clubId: number; userId: number } }
 *     }
 *
 * so `emit` and a subscriber's `handle` are typed by the event's name. A payload is
 * stored as JSON: plain values only (numbers, strings, booleans, arrays, objects, null).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string

/** One stored event, as a subscriber receives it. */
export interface DomainEvent<N extends EventName = EventName> {
  id: number
  name: N
  payload: DomainEvents[N]
  createdAt: Date
}

/** What a subscriber works with: its own transaction, the event's school, after-commit work. */
export interface SubscriberScope {
  /** The subscriber's transaction: its writes commit with the record that it ran. */
  tx: DbOrTx
  school: School
  /** Work for after that commit (a realtime frame announcing what the transaction wrote). */
  afterCommit(work: () => Promise<void>): void
}

/**
 * Something that happens when an event was committed. Each subscriber of an event runs
 * at most once to success (its name is recorded with its writes); one that fails is
 * retried later without re-running the others.
 */
export interface Subscriber<N extends EventName = EventName> {
  event: N
  /** Unique among the event's subscribers, stable across releases (progress is kept by it). */
  name: string
  handle(event: DomainEvent<N>, scope: SubscriberScope): Promise<void>
}

/** A subscriber of any event, as the registry holds them (its payload type erased). */
export interface AnySubscriber {
  event: string
  name: string
  handle(
    event: { id: number; name: string; payload: unknown; createdAt: Date },
    scope: SubscriberScope,
  ): Promise<void>
}

/** Declares a subscriber, typed by its event's name. */
export function subscribe<N extends EventName>(subscriber: Subscriber<N>): AnySubscriber {
  return subscriber as unknown as AnySubscriber
}

/** The events service on the module context: emit in a transaction; tests wait with `drain`. */
export interface Events {
  /**
   * Records the event in the caller's transaction (an outbox row): it exists exactly
   * when the change it reports commits, and is dispatched after that commit.
   */
  emit<N extends EventName>(
    tx: DbOrTx,
    school: School,
    name: N,
    payload: DomainEvents[N],
  ): Promise<void>
  /**
   * The outbox insert as a data-modifying CTE of the caller's own statement, for a change
   * that must stay one statement (chat's per-school seq lock, held one round trip: P2):
   * one event per row of `from`, its payload `payload` plus `fields` read from that row
   * (`{ messageId: sql\`m.id\` }`). After the statement, call `emitted()`.
   */
  emitFrom<N extends EventName, K extends keyof DomainEvents[N] & string>(
    school: School,
    name: N,
    payload: Omit<DomainEvents[N], K>,
    from: SQL,
    fields: Record<K, SQL>,
  ): SQL
  /** Events went into the outbox by `emitFrom`: dispatch them once the caller's transaction commits. */
  emitted(): void
  /** Dispatches until nothing due is left (tests; a shutdown's last round). */
  drain(): Promise<void>
}
