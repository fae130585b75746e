import { get, update } from 'idb-keyval'
import * as z from 'zod/mini'
import { isHttpError } from '../http/http.ts'
import { isNetworkFailure } from './use-online.ts'
import { outboxItems, outboxOwner, publishOutbox, type OutboxItem } from './outbox-store.ts'

/**
 * Writes a student made with no network, kept on the device until they are sent (issue 34
 * item 3, decision 084): a chat message, an RSVP. Each is sent once when the connection
 * returns, by the sender its feature registers (app/offline/start-offline.ts), in the order
 * written; what the server already has is recognised by the write's own key (a message's
 * clientId, an event's one answer), so a send repeated after a lost answer changes nothing.
 * Kept in IndexedDB, parsed when read back (the store outlives app versions), and stamped
 * with the account that wrote it: only that account ever sends it.
 */
const StoredItem = z.object({
  kind: z.string(),
  key: z.string(),
  owner: z.string(),
  payload: z.unknown(),
  queuedAt: z.string(),
  failure: z.nullable(z.string()),
}) satisfies z.ZodMiniType<OutboxItem>

const STORE_KEY = 'quad:outbox'
const Stored = z.array(StoredItem)

function parse(stored: unknown): OutboxItem[] {
  const parsed = z.safeParse(Stored, stored)
  return parsed.success ? parsed.data : []
}

async function change(edit: (held: OutboxItem[]) => OutboxItem[]): Promise<void> {
  let next: OutboxItem[] = []
  await update(STORE_KEY, (stored: unknown) => (next = edit(parse(stored))))
  publishOutbox(next)
}

const same = (kind: string, key: string) => (item: OutboxItem) =>
  item.kind === kind && item.key === key

/** Reads the device's queue into memory (at start: what waited across a reload). */
export async function loadOutbox(): Promise<readonly OutboxItem[]> {
  const held = parse(await get(STORE_KEY))
  publishOutbox(held)
  return held
}

/** Keeps a write to send when the network returns. */
export function enqueue(kind: string, key: string, payload: unknown): Promise<void> {
  const owner = outboxOwner()
  if (!owner) return Promise.reject(new Error('No one is signed in to queue a write for'))
  const item: OutboxItem = {
    kind,
    key,
    owner,
    payload,
    queuedAt: new Date().toISOString(),
    failure: null,
  }
  return change((held) => [...held.filter((other) => !same(kind, key)(other)), item])
}

export function dequeue(kind: string, key: string): Promise<void> {
  return change((held) => held.filter((item) => !same(kind, key)(item)))
}

function markFailed(kind: string, key: string, failure: string): Promise<void> {
  return change((held) => held.map((item) => (same(kind, key)(item) ? { ...item, failure } : item)))
}

/** Sends one item's payload; throws as the API clients do. */
export type OutboxSender = (payload: unknown) => Promise<void>

/** Worth sending again later: no network, the server down or busy, a session being renewed. */
function isTransient(error: unknown): boolean {
  if (isNetworkFailure(error)) return true
  return isHttpError(error) && (error.status >= 500 || [401, 408, 429].includes(error.status))
}

/** While writes wait and the browser says it is online, try again this often. */
export const RETRY_MS = 15_000

/**
 * Sends what waits (with the senders `loadSenders` gives, loaded at the first item), one
 * item at a time in the order written: at once, on the browser's
 * `online` event, and every RETRY_MS while any wait. A network failure or a 5xx stops the
 * pass (the rest would fail the same way, and must not overtake it); a refusal is kept with
 * its reason; an item another account queued is dropped unsent. Returns the stop.
 */
export function startOutbox(
  loadSenders: () => Promise<Readonly<Record<string, OutboxSender>>>,
): () => void {
  let running = false
  let stopped = false
  let senders: Promise<Readonly<Record<string, OutboxSender>>> | null = null
  const flush = async () => {
    if (running || stopped) return
    running = true
    try {
      const waiting = await loadOutbox()
      if (waiting.length === 0 || !navigator.onLine) return
      // The senders' code only once there is something to send; a failed load is tried again.
      senders ??= loadSenders().catch((error: unknown) => {
        senders = null
        throw error
      })
      let loaded: Readonly<Record<string, OutboxSender>>
      try {
        loaded = await senders
      } catch {
        return // Their code did not load (the network went again): the next pass tries again.
      }
      await sendAll(waiting, loaded)
    } finally {
      running = false
    }
  }
  const sendAll = async (
    waiting: readonly OutboxItem[],
    sendersByKind: Readonly<Record<string, OutboxSender>>,
  ) => {
    for (const item of waiting) {
      if (stopped || !navigator.onLine) break
      const send = sendersByKind[item.kind]
      if (item.owner !== outboxOwner() || !send) {
        await dequeue(item.kind, item.key)
        continue
      }
      if (item.failure !== null) continue
      try {
        await send(item.payload)
        await dequeue(item.kind, item.key)
      } catch (error) {
        if (isTransient(error)) break
        // Anything else (a 4xx, an item this version cannot read) will not change on retry.
        await markFailed(item.kind, item.key, error instanceof Error ? error.message : 'Refused')
      }
    }
  }
  // A pass that fails (IndexedDB refusing a write) is said, and the next one tries again.
  const run = () => {
    flush().catch((error: unknown) => {
      console.error('Quad: the offline queue could not be sent', error)
    })
  }
  window.addEventListener('online', run)
  const timer = setInterval(() => {
    if (navigator.onLine && outboxItems().some((item) => item.failure === null)) run()
  }, RETRY_MS)
  run()
  return () => {
    stopped = true
    window.removeEventListener('online', run)
    clearInterval(timer)
  }
}
