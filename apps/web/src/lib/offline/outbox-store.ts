import { useSyncExternalStore } from 'react'

/**
 * A write kept on the device until it is sent (outbox.ts, decision 084). This module holds
 * the queue as last read, for the screens to show; it has none of the storage, so the shell
 * can show a count without loading IndexedDB's or the schemas' code.
 */
export interface OutboxItem {
  /** Whose sender sends it: 'chat-message', 'rsvp'. */
  kind: string
  /** One item per kind and key: a later write with the same key replaces the earlier. */
  key: string
  /** The account that wrote it: only that account ever sends it. */
  owner: string
  payload: unknown
  queuedAt: string
  /** Why the server refused it, when it did: kept for the student to see, never resent. */
  failure: string | null
}

/**
 * What localStorage says without loading IndexedDB's code: whose the device's copies are,
 * and that writes wait (set while the queue holds any).
 */
export const OFFLINE_KEYS = {
  owner: 'quad:offline-owner',
  waiting: 'quad:outbox-waiting',
  /** The student's last reactions in chat (features/chat/reactions): theirs, so cleared too. */
  recentReactions: 'quad:recent-reactions',
  /** What the student wrote in chat and did not send (features/chat/drafts.ts). */
  chatDrafts: 'quad:chat-drafts',
}

const NONE: readonly OutboxItem[] = []
let items: readonly OutboxItem[] = NONE
let owner: string | null = null
const listeners = new Set<() => void>()

export function publishOutbox(next: readonly OutboxItem[]): void {
  items = next
  if (next.length > 0) localStorage.setItem(OFFLINE_KEYS.waiting, '1')
  else localStorage.removeItem(OFFLINE_KEYS.waiting)
  for (const listener of listeners) listener()
}

/**
 * Whether this start has offline work: the device's copies are another account's (or no
 * one's yet), or writes wait. Most starts have none, and load none of its code.
 */
export function offlineWorkWaits(uid: string): boolean {
  return (
    localStorage.getItem(OFFLINE_KEYS.owner) !== uid ||
    localStorage.getItem(OFFLINE_KEYS.waiting) !== null
  )
}

/** The signed-in account (set by the shell): it stamps what is queued, and only its items are sent. */
export function setOutboxOwner(uid: string | null): void {
  owner = uid
}

export function outboxOwner(): string | null {
  return owner
}

export function outboxItems(): readonly OutboxItem[] {
  return items
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The queue as it is now, kept current: every item, or one kind's. */
export function useOutbox(kind?: string): readonly OutboxItem[] {
  const all = useSyncExternalStore(subscribeOutbox, outboxItems, () => NONE)
  return kind === undefined ? all : all.filter((item) => item.kind === kind)
}
