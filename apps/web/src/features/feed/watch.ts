import { FEED_WATCH_MAX } from '@quad/shared'
import { useEffect, useId } from 'react'
import { sendRealtime } from '../../lib/realtime/realtime-client.ts'

/** Lists change in bursts (a page loads, a post goes): one frame after they settle. */
const SETTLE_MS = 400

/*
 * The posts on the reader's screen, for `feed.watch` (their live counts come as
 * `feed.update`). Every mounted list and post page registers its ids; the socket hears
 * their union (at most FEED_WATCH_MAX, the first of each list first), and again after
 * every reconnect (`resendWatch` on hello), since the server forgets a closed socket's set.
 */
const watched = new Map<string, readonly string[]>()
let timer: ReturnType<typeof setTimeout> | undefined
let lastSent = ''

function watchedIds(): string[] {
  const ids = new Set<string>()
  for (const list of watched.values()) for (const id of list) ids.add(id)
  return [...ids].slice(0, FEED_WATCH_MAX)
}

function send(force: boolean): void {
  const postIds = watchedIds()
  const key = postIds.join(',')
  if (!force && key === lastSent) return
  if (sendRealtime({ type: 'feed.watch', postIds })) lastSent = key
}

function schedule(): void {
  clearTimeout(timer)
  timer = setTimeout(() => send(false), SETTLE_MS)
}

export function resendWatch(): void {
  clearTimeout(timer)
  send(true)
}

export function useWatchPosts(ids: readonly string[]): void {
  const owner = useId()
  const key = ids.join(',')
  useEffect(() => {
    watched.set(owner, key ? key.split(',') : [])
    schedule()
    return () => {
      watched.delete(owner)
      schedule()
    }
  }, [owner, key])
}
