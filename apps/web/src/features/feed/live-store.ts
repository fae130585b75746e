import type { FeedChannel } from '@quad/shared'
import type { FrameOf } from '../../lib/realtime/registry.ts'
import type { FeedSource } from './api.ts'

export type FeedPostFrame = FrameOf<'feed.post'>

/** Frames kept for lists that mount later in the tab; older ones are long on screen. */
const KEEP = 200

export interface Arrival {
  seq: number
  frame: FeedPostFrame
}

/*
 * Posts announced by the socket (`feed.post`) and not yet shown: each list counts those
 * that belong to it since it last loaded, and shows them only when the reader asks
 * (issue 16 item 4: never inserted under the reader's thumb). The realtime extension
 * writes here; lists read through useSyncExternalStore.
 */
let arrivals: readonly Arrival[] = []
let seq = 0
const listeners = new Set<() => void>()

export function announcePost(frame: FeedPostFrame): void {
  seq += 1
  arrivals = [...arrivals, { seq, frame }].slice(-KEEP)
  for (const listener of listeners) listener()
}

export function subscribeArrivals(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const arrivalsSnapshot = (): readonly Arrival[] => arrivals
export const lastArrival = (): number => seq

/** Home leaves club forums out (their threads are read in the club's Forum tab). */
const HOME_CHANNELS: ReadonlySet<FeedChannel> = new Set(['school', 'news', 'discussion'])

/** Whether an announced post belongs to a list (api.md "Feed" scopes). */
export function belongsTo(frame: FeedPostFrame, source: FeedSource): boolean {
  switch (source.scope) {
    case 'home':
      return HOME_CHANNELS.has(frame.channel)
    case 'school':
      return frame.channel === 'school' || frame.sharedToSchool
    case 'club':
      return frame.clubId === source.clubId && frame.channel === (source.channel ?? 'news')
  }
}
