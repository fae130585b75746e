import type { CheckInAnswer } from '@quad/shared'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isWorthRetrying, postCheckIn } from './api.ts'
import { dequeue, enqueue, readQueue, type QueuedCheckIn } from './offline-store.ts'

/** While check-ins wait and the browser says it is online, try again this often. */
export const RETRY_MS = 15_000

/**
 * Check-ins made offline, sent when the connection returns (decision 039): at once when
 * the page opens, on the browser's `online` event, and every RETRY_MS while any wait.
 * One pass at a time; the server is idempotent, so a check-in sent twice (an answer lost
 * on the way back) is simply "already checked in". One the server refuses for good (an
 * unknown code, a scan too old) leaves the queue rather than blocking the rest.
 */
export function useSyncQueue(eventId: string, onSent: (answer: CheckInAnswer) => void) {
  const [waiting, setWaiting] = useState(0)
  const running = useRef(false)
  const sent = useRef(onSent)
  useEffect(() => {
    sent.current = onSent
  })

  const flush = useCallback(async () => {
    if (running.current) return
    running.current = true
    try {
      for (const item of await readQueue(eventId)) {
        if (!navigator.onLine) break
        try {
          sent.current(await postCheckIn(eventId, item))
        } catch (error) {
          if (isWorthRetrying(error)) break
        }
        await dequeue(eventId, [item.code])
      }
    } finally {
      running.current = false
      setWaiting((await readQueue(eventId)).length)
    }
  }, [eventId])

  useEffect(() => {
    void flush()
    const online = () => void flush()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
    }
  }, [flush])
  useEffect(() => {
    if (waiting === 0) return
    const timer = setInterval(() => {
      if (navigator.onLine) void flush()
    }, RETRY_MS)
    return () => {
      clearInterval(timer)
    }
  }, [waiting, flush])

  const add = async (item: QueuedCheckIn) => {
    await enqueue(eventId, item)
    setWaiting((await readQueue(eventId)).length)
  }
  return { waiting, add, flush }
}
