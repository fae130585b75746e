import { useState, useSyncExternalStore } from 'react'
import type { FeedSource } from './api.ts'
import { arrivalsSnapshot, belongsTo, lastArrival, subscribeArrivals } from './live-store.ts'

/**
 * How many announced posts belong to this list and are not on it yet (the reader's own
 * come in through the composer at once, so they are not counted), and `markSeen` for when
 * the list has loaded them.
 */
/** The server renders a list before any frame arrived (decision 075). */
const NONE: readonly [] = []
const noArrivals = () => NONE

export function useNewPosts(source: FeedSource, shown: ReadonlySet<string>, myUid: string | null) {
  const arrivals = useSyncExternalStore(subscribeArrivals, arrivalsSnapshot, noArrivals)
  const [since, setSince] = useState(lastArrival)
  const fresh = new Set<string>()
  for (const { seq, frame } of arrivals) {
    if (seq <= since || frame.authorUid === myUid || shown.has(frame.postId)) continue
    if (belongsTo(frame, source)) fresh.add(frame.postId)
  }
  return { count: fresh.size, markSeen: () => setSince(lastArrival()) }
}
