import { CalendarAnswer, CurrentFeedAddress, FeedAddress, FeedTokenBody } from '@quad/shared'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { signedInJson } from '../../lib/http/bearer-client.ts'
import { requestJson } from '../../lib/http/http.ts'
import type { VisibleRange } from './calendar-dates.ts'
import { fromWallClock } from './calendar-zone.ts'

/*
 * The calendar's calls (api.md "Events and calendar"). A signed-in student calls with the
 * bearer client; a visitor in share mode calls without a token (the server's route takes
 * visitors, `config.visitors`) and gets the school's public events only.
 */
async function calendarJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: { signal?: AbortSignal; method?: 'POST'; json?: unknown; isVisitor?: boolean },
) {
  const { isVisitor = false, ...request } = options
  if (isVisitor) return requestJson(path, schema, request)
  // Opened straight at its address, the section holds no JWT yet.
  return signedInJson(path, schema, request)
}

/**
 * One request per visible range, every source at once: the source toggles filter what is
 * drawn without asking again. While the next range loads, the last one stays on screen
 * (keepPreviousData), so moving by week or month never flashes an empty grid.
 */
export function calendarQuery(range: VisibleRange, isVisitor: boolean, schoolZone: string) {
  // The range's days are the school's (calendar-zone.ts): its midnights there.
  const params = new URLSearchParams({
    from: fromWallClock(range.start, schoolZone).toISOString(),
    to: fromWallClock(range.end, schoolZone).toISOString(),
  })
  return queryOptions({
    queryKey: ['calendar', isVisitor ? 'visitor' : 'student', params.toString()] as const,
    queryFn: ({ signal }) =>
      calendarJson(`/api/v1/calendar?${params.toString()}`, CalendarAnswer, { signal, isVisitor }),
    placeholderData: keepPreviousData,
  })
}

export const feedQuery = queryOptions({
  queryKey: ['calendar', 'feed'] as const,
  queryFn: ({ signal }) => calendarJson('/api/v1/calendar/feed', CurrentFeedAddress, { signal }),
})

/** A new address (the old one stops working), with or without my clubs' events. */
export function useNewFeedAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (includeClubs: boolean) => {
      const body: z.input<typeof FeedTokenBody> = { includeClubs }
      return calendarJson('/api/v1/calendar/feed-token', FeedAddress, {
        method: 'POST',
        json: body,
      })
    },
    onSuccess: (address) => {
      queryClient.setQueryData(feedQuery.queryKey, address)
    },
  })
}
