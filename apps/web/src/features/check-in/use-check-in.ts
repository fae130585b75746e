import type { CheckInAnswer, CheckInRoster } from '@quad/shared'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isHttpError } from '../../lib/http/http.ts'
import { checkInKeys, isWorthRetrying, postCheckIn, rosterQuery } from './api.ts'
import { saveRoster } from './offline-store.ts'
import { findEntry, withCheckIn } from './roster.ts'
import { useSyncQueue } from './use-sync-queue.ts'

export type CheckInResult =
  | { kind: 'checked-in'; name: string; isQueued: boolean }
  | { kind: 'already'; name: string; at: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; reason: string }

/** Each result is announced, even the same words twice in a row (the same ticket again). */
export type Announced = CheckInResult & { seq: number }

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`

/**
 * Checking a code in: online, the server answers; offline (or when the request never
 * arrives), the kept roster answers and the check-in waits in the queue (decision 039).
 */
export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient()
  const roster = useQuery(rosterQuery(eventId))
  const [result, setResult] = useState<Announced | null>(null)
  const announce = (next: CheckInResult) => {
    setResult((current) => ({ ...next, seq: (current?.seq ?? 0) + 1 }))
  }
  const changeRoster = (change: (roster: CheckInRoster) => CheckInRoster) => {
    const next = queryClient.setQueryData<CheckInRoster>(checkInKeys.roster(eventId), (old) =>
      old ? change(old) : old,
    )
    if (next) void saveRoster(eventId, next)
  }
  const recordAnswer = (answer: CheckInAnswer, code: string) => {
    changeRoster((old) => withCheckIn(old, code, answer.checkedInAt, answer.checkedInCount))
  }
  const queue = useSyncQueue(eventId, (answer) => {
    const code = roster.data?.items.find((entry) => entry.uid === answer.attendee.uid)?.code
    if (code) recordAnswer(answer, code)
  })

  const checkInOffline = async (code: string, scannedAt: string) => {
    const entry = findEntry(roster.data ?? null, code)
    if (!entry) return announce({ kind: 'unknown', code })
    if (entry.checkedInAt)
      return announce({ kind: 'already', name: nameOf(entry), at: entry.checkedInAt })
    await queue.add({ code, scannedAt })
    changeRoster((old) => withCheckIn(old, code, scannedAt))
    announce({ kind: 'checked-in', name: nameOf(entry), isQueued: true })
  }

  const checkIn = async (code: string) => {
    const scannedAt = new Date().toISOString()
    if (!navigator.onLine) return checkInOffline(code, scannedAt)
    try {
      const answer = await postCheckIn(eventId, { code })
      recordAnswer(answer, code)
      const name = nameOf(answer.attendee)
      announce(
        answer.alreadyCheckedIn
          ? { kind: 'already', name, at: answer.checkedInAt }
          : { kind: 'checked-in', name, isQueued: false },
      )
    } catch (error) {
      if (isWorthRetrying(error)) return checkInOffline(code, scannedAt)
      if (isHttpError(error, 404)) return announce({ kind: 'unknown', code })
      announce({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return { roster, result, checkIn, waiting: queue.waiting }
}
