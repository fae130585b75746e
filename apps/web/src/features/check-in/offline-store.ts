import { CheckInBody, CheckInRoster } from '@quad/shared'
import { get, set, update } from 'idb-keyval'
import * as z from 'zod/mini'

/*
 * Decision 039: what a check-in phone keeps in IndexedDB (idb-keyval), per event — the
 * managers' roster (codes and names, so a code is checked and its name shown with no
 * connection) and the check-ins made offline, each with when it was scanned, until the
 * server has them. Everything read back is parsed: the store outlives app versions.
 */
export const QueuedCheckIn = z.object({
  code: z.string(),
  scannedAt: z.string(),
})
export type QueuedCheckIn = z.infer<typeof QueuedCheckIn>
const Queue = z.array(QueuedCheckIn)

const rosterKey = (eventId: string) => `check-in:roster:${eventId}`
const queueKey = (eventId: string) => `check-in:queue:${eventId}`

function parsed<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | null {
  const result = z.safeParse(schema, value)
  return result.success ? result.data : null
}

export async function readRoster(eventId: string): Promise<CheckInRoster | null> {
  return parsed(CheckInRoster, await get(rosterKey(eventId)))
}

export function saveRoster(eventId: string, roster: CheckInRoster): Promise<void> {
  return set(rosterKey(eventId), roster)
}

export async function readQueue(eventId: string): Promise<QueuedCheckIn[]> {
  return parsed(Queue, await get(queueKey(eventId))) ?? []
}

/** Adds a check-in to send later; a code already waiting is not queued twice. */
export function enqueue(eventId: string, item: CheckInBody & QueuedCheckIn): Promise<void> {
  return update(queueKey(eventId), (stored: unknown) => {
    const queue = parsed(Queue, stored) ?? []
    return queue.some((queued) => queued.code === item.code) ? queue : [...queue, item]
  })
}

/** The server has these (or refused them for good): they leave the queue. */
export function dequeue(eventId: string, codes: readonly string[]): Promise<void> {
  return update(queueKey(eventId), (stored: unknown) =>
    (parsed(Queue, stored) ?? []).filter((queued) => !codes.includes(queued.code)),
  )
}
