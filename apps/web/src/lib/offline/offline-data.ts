import { clear } from 'idb-keyval'
import { OFFLINE_CACHES } from './offline-caches.ts'
import { OFFLINE_KEYS, publishOutbox } from './outbox-store.ts'

/**
 * Empties everything Quad keeps on this device for one student (issue 34 item 3: "cleared at
 * sign-out"): the pages and API answers kept for reading offline, IndexedDB (writes
 * waiting for the network, a check-in phone's roster and scans), the recent reactions and the
 * chat drafts.
 * The next student on the device starts with nothing of theirs.
 */
export async function clearOfflineData(): Promise<void> {
  localStorage.removeItem(OFFLINE_KEYS.owner)
  localStorage.removeItem(OFFLINE_KEYS.recentReactions)
  localStorage.removeItem(OFFLINE_KEYS.chatDrafts)
  publishOutbox([])
  const pending: Promise<unknown>[] = [clear()]
  if ('caches' in globalThis) {
    pending.push(...Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)))
  }
  await Promise.all(pending)
}

/**
 * The signed-in account, as the authentication call named it: when it is not the one the
 * device's copies belong to (another student signed in after a session ended without a
 * sign-out), those copies are emptied before any of this student's are kept. Never shared
 * between accounts; between schools, each school's host is an origin with its own storage.
 */
export async function claimOfflineData(uid: string): Promise<void> {
  if (localStorage.getItem(OFFLINE_KEYS.owner) === uid) return
  await clearOfflineData()
  localStorage.setItem(OFFLINE_KEYS.owner, uid)
}
