import { EventEmitter } from 'node:events'
import type { Redis } from 'ioredis'

/**
 * What travels between server instances (architecture.md "Realtime and scale-out"):
 * a frame, already serialised once, and the users whose sockets should get it.
 */
export interface BusEvent {
  users: readonly number[]
  frame: string
}

/**
 * A frame for a wider audience than named users (issue 16's feed): every socket of one
 * school (`school`), or every socket watching a topic (`topic`, a feature's key such as
 * `feed:<post uid>`; see `Realtime.watch`).
 */
export type BusBroadcast = { school: number; frame: string } | { topic: string; frame: string }

/**
 * What instances tell each other besides frames: sessions that ended (every instance
 * drops them from its caches and closes their sockets, R11), and students whose chat
 * membership changed (every instance forgets what it remembered of it).
 */
export type BusSignal =
  | { signal: 'sessions-ended'; userId: number; sessionIds: string[] }
  | { signal: 'membership'; userIds: number[]; conversationId: number }
  /** A user's school roles changed: every instance re-reads their sessions (decision 024). */
  | { signal: 'roles-changed'; userId: number }
  /** Outbox messages were committed: every instance's dispatcher may claim them (decision 023). */
  | { signal: 'outbox' }
  /**
   * A school's settings changed (issue 14): every instance forgets its cached school and
   * tells that school's sockets it holds (a `school` frame), so open pages re-read it.
   */
  | { signal: 'school-changed'; schoolId: number }

export type BusMessage = BusEvent | BusBroadcast | BusSignal

export const isSignal = (message: BusMessage): message is BusSignal => 'signal' in message
export const isBroadcast = (message: BusMessage): message is BusBroadcast =>
  'school' in message || 'topic' in message

/** Fan-out between instances: in-process by default, Redis pub/sub when configured. */
export interface Bus {
  publish(message: BusMessage): Promise<void>
  /** Every message published by any instance, this one included. */
  subscribe(handler: (message: BusMessage) => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'quad:realtime'

/** One process: publishing is a direct call, after the current task so callers never re-enter. */
export function inProcessBus(): Bus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(message) {
      queueMicrotask(() => emitter.emit(CHANNEL, message))
    },
    subscribe(handler) {
      emitter.on(CHANNEL, handler)
      return () => emitter.off(CHANNEL, handler)
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}

/**
 * Redis pub/sub: one channel every instance subscribes to (after REDIS_PREFIX, if any). A subscribed Redis
 * connection can do nothing else, so the bus owns a duplicate of the shared client.
 * Wire format: the user ids, comma-separated, a newline, then the frame text, so a
 * frame is never encoded twice; a signal is `!` and its JSON, a school's broadcast `s`
 * and its id, a topic's `t` and the topic, each before the newline (no user id starts so).
 */
export async function redisBus(redis: Redis): Promise<Bus> {
  // ioredis prefixes keys, never channels: the channel takes the same prefix (REDIS_PREFIX).
  const channel = `${redis.options.keyPrefix ?? ''}${CHANNEL}`
  const subscriber = redis.duplicate()
  const handlers = new Set<(message: BusMessage) => void>()
  subscriber.on('message', (_channel: string, text: string) => {
    const event = decode(text)
    if (!event) return
    for (const handler of handlers) handler(event)
  })
  await subscriber.subscribe(channel)
  return {
    async publish(message) {
      await redis.publish(channel, encode(message))
    },
    subscribe(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    async close() {
      handlers.clear()
      subscriber.disconnect()
    },
  }
}

function encode(message: BusMessage): string {
  if (isSignal(message)) return `!${JSON.stringify(message)}`
  if ('school' in message) return `s${String(message.school)}\n${message.frame}`
  if ('topic' in message) return `t${message.topic}\n${message.frame}`
  return `${message.users.join(',')}\n${message.frame}`
}

function decode(text: string): BusMessage | null {
  if (text.startsWith('!')) return decodeSignal(text.slice(1))
  const newline = text.indexOf('\n')
  if (newline < 0) return null
  const head = text.slice(0, newline)
  const frame = text.slice(newline + 1)
  if (head.startsWith('t')) return { topic: head.slice(1), frame }
  if (head.startsWith('s')) {
    const school = Number(head.slice(1))
    return Number.isSafeInteger(school) ? { school, frame } : null
  }
  const users = head === '' ? [] : head.split(',').map(Number)
  if (users.some((id) => !Number.isSafeInteger(id))) return null
  return { users, frame }
}

/**
 * Every signal the bus carries, as a record so the compiler refuses a new kind left out:
 * a Redis bus once dropped `school-changed`, which the in-process bus carried (issue 14).
 */
const SIGNALS: Record<BusSignal['signal'], true> = {
  'sessions-ended': true,
  membership: true,
  'roles-changed': true,
  outbox: true,
  'school-changed': true,
}

function decodeSignal(json: string): BusSignal | null {
  try {
    const value = JSON.parse(json) as BusSignal
    return Object.hasOwn(SIGNALS, value.signal) ? value : null
  } catch {
    return null
  }
}
