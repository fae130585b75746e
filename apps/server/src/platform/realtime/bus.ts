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

/** Fan-out between instances: in-process by default, Redis pub/sub when configured. */
export interface Bus {
  publish(event: BusEvent): Promise<void>
  /** Every event published by any instance, this one included. */
  subscribe(handler: (event: BusEvent) => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'quad:realtime'

/** One process: publishing is a direct call, after the current task so callers never re-enter. */
export function inProcessBus(): Bus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(event) {
      queueMicrotask(() => emitter.emit(CHANNEL, event))
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
 * Redis pub/sub: one channel every instance subscribes to. A subscribed Redis
 * connection can do nothing else, so the bus owns a duplicate of the shared client.
 * Wire format: the user ids, comma-separated, a newline, then the frame text, so a
 * frame is never encoded twice.
 */
export async function redisBus(redis: Redis): Promise<Bus> {
  const subscriber = redis.duplicate()
  const handlers = new Set<(event: BusEvent) => void>()
  subscriber.on('message', (_channel: string, text: string) => {
    const event = decode(text)
    if (!event) return
    for (const handler of handlers) handler(event)
  })
  await subscriber.subscribe(CHANNEL)
  return {
    async publish(event) {
      await redis.publish(CHANNEL, `${event.users.join(',')}\n${event.frame}`)
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

function decode(text: string): BusEvent | null {
  const newline = text.indexOf('\n')
  if (newline < 0) return null
  const head = text.slice(0, newline)
  const users = head === '' ? [] : head.split(',').map(Number)
  if (users.some((id) => !Number.isSafeInteger(id))) return null
  return { users, frame: text.slice(newline + 1) }
}
