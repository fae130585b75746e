import { CheckInAnswer, CheckInBody, CheckInRoster, EventDetail } from '@quad/shared'
import { queryOptions } from '@tanstack/react-query'
import type * as z from 'zod/mini'
import { bearerRequestJson } from '../../lib/http/bearer-client.ts'
import { isHttpError } from '../../lib/http/http.ts'
import { isNetworkFailure } from '../../lib/offline/use-online.ts'
import { readRoster, saveRoster } from './offline-store.ts'

const eventPath = (id: string) => `/api/v1/events/${encodeURIComponent(id)}`

export const checkInKeys = {
  event: (id: string) => ['events', 'detail', id] as const,
  roster: (id: string) => ['events', 'check-ins', id] as const,
}

/** The event's title and times for the page's heading. */
export function checkInEventQuery(id: string) {
  return queryOptions({
    queryKey: checkInKeys.event(id),
    queryFn: ({ signal }) => bearerRequestJson(eventPath(id), EventDetail, { signal }),
  })
}

/** Offline by the browser's word, or a request that got no answer at all. */
export function isOffline(error: unknown): boolean {
  return !navigator.onLine || isNetworkFailure(error)
}

/**
 * A check-in to send again later, kept in the door's queue: the connection went, or the
 * server asked to slow down (429: at most 60 check-ins a minute per officer and event).
 */
export function isWorthRetrying(error: unknown): boolean {
  return isOffline(error) || isHttpError(error, 429)
}

/**
 * The roster from the server, kept in IndexedDB for when the connection goes; without a
 * connection, the kept one (decision 039).
 */
export function rosterQuery(id: string) {
  return queryOptions({
    queryKey: checkInKeys.roster(id),
    queryFn: async ({ signal }) => {
      try {
        const roster = await bearerRequestJson(`${eventPath(id)}/check-ins`, CheckInRoster, {
          signal,
        })
        await saveRoster(id, roster)
        return roster
      } catch (error) {
        const kept = isOffline(error) ? await readRoster(id) : null
        if (kept) return kept
        throw error
      }
    },
    networkMode: 'always',
    retry: false,
  })
}

/** `POST …/check-ins`: idempotent on the server, so a resend after a lost answer is safe. */
export function postCheckIn(id: string, body: z.input<typeof CheckInBody>) {
  return bearerRequestJson(`${eventPath(id)}/check-ins`, CheckInAnswer, {
    method: 'POST',
    json: CheckInBody.parse(body),
  })
}
