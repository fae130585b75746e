import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from '../db/database.ts'
import type { School } from '../tenancy/schools.service.ts'

/**
 * The catalogue of outbox messages (issue 13 item 3, decision 023), filled by declaration
 * merging: each feature declares its own messages' payloads beside the code that emits them,
 *
 *     declare module '../../platform/outbox/messages.ts' {
 *       interface OutboxMessages { 'club.member_joined': { clubId: number; userId: number } }
 *     }
 *
 * so `emit` and a subscriber's `handle` are typed by the message's name. A payload is
 * stored as JSON: plain values only (numbers, strings, booleans, arrays, objects, null).
 * "Outbox message", not "event": campus events are the events feature's (issue 31).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features
export interface OutboxMessages {}

export type MessageName = keyof OutboxMessages & string

/** One stored message, as a subscriber receives it. */
export interface OutboxMessage<N extends MessageName = MessageName> {
  id: number
  name: N
  payload: OutboxMessages[N]
  createdAt: Date
}

/** What a subscriber works with: its own transaction, the message's school, after-commit work. */
export interface SubscriberScope {
  /** The subscriber's transaction: its writes commit with the record that it ran. */
  tx: DbOrTx
  school: School
  /** Work for after that commit (a realtime frame announcing what the transaction wrote). */
  afterCommit(work: () => Promise<void>): void
}

/**
 * Something that happens when a message was committed. Each subscriber of a message runs
 * at most once to success (its name is recorded with its writes); one that fails is
 * retried later without re-running the others.
 */
export interface Subscriber<N extends MessageName = MessageName> {
  message: N
  /** Unique among the message's subscribers, stable across releases (progress is kept by it). */
  name: string
  handle(message: OutboxMessage<N>, scope: SubscriberScope): Promise<void>
  /**
   * Optional: several messages at once, in id order, in one transaction (a burst of chat
   * messages: one read of the recipients' settings for all, P2). Without it the dispatcher
   * calls `handle` for each, in the same transaction.
   */
  handleMany?(messages: OutboxMessage<N>[], scope: SubscriberScope): Promise<void>
}

/** A subscriber of any message, as the registry holds them (its payload type erased). */
export interface AnySubscriber {
  message: string
  name: string
  handle(message: StoredMessage, scope: SubscriberScope): Promise<void>
  handleMany?(messages: StoredMessage[], scope: SubscriberScope): Promise<void>
}

/** A message as the registry passes it on (its payload type erased). */
export interface StoredMessage {
  id: number
  name: string
  payload: unknown
  createdAt: Date
}

/** Declares a subscriber, typed by its message's name. */
export function subscribe<N extends MessageName>(subscriber: Subscriber<N>): AnySubscriber {
  return subscriber as unknown as AnySubscriber
}

/** The outbox on the module context: emit in a transaction; tests wait with `drain`. */
export interface Outbox {
  /**
   * Records the message in the caller's transaction (an outbox row): it exists exactly
   * when the change it reports commits, and is dispatched after that commit.
   */
  emit<N extends MessageName>(
    tx: DbOrTx,
    school: School,
    name: N,
    payload: OutboxMessages[N],
  ): Promise<void>
  /**
   * The outbox insert as a data-modifying CTE of the caller's own statement, for a change
   * that must stay one statement (chat's per-school seq lock, held one round trip: P2):
   * one message per row of `from`, its payload `payload` plus `fields` read from that row
   * (`{ messageId: sql\`m.id\` }`). After the statement, call `emitted()`. The school's id
   * may be an SQL expression (a placeholder of a statement prepared once).
   */
  emitFrom<N extends MessageName, K extends keyof OutboxMessages[N] & string>(
    schoolId: number | SQL,
    name: N,
    payload: Omit<OutboxMessages[N], K>,
    from: SQL,
    fields: Record<K, SQL>,
  ): SQL
  /** Messages went into the outbox by `emitFrom`: dispatch them once the caller's transaction commits. */
  emitted(): void
  /** Dispatches until nothing due is left (tests; a shutdown's last round). */
  drain(): Promise<void>
}
