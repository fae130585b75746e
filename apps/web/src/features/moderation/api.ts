import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  ModerationReportPage,
  type ModerationActionBody,
  type ReportStatus,
  type ReportSubjectType,
  type SubjectReportBody,
} from '@quad/shared'
import {
  bearerRequest as bearerRequestWithJwt,
  bearerRequestJson as bearerRequestJsonWithJwt,
  currentJwt,
  refreshJwt,
} from '../../lib/http/bearer-client.ts'
import type { RequestOptions } from '../../lib/http/http.ts'
import type * as z from 'zod/mini'
import { cursorListOptions, type CursorPages } from '../../lib/paging/infinite-list.ts'

/*
 * /admin/moderation and the report dialogs load no JWT of their own (a page opened
 * directly has none yet): fetch the session's first, as the notifications panel does.
 */
const bearerRequest = async (...args: Parameters<typeof bearerRequestWithJwt>) => {
  if (!currentJwt()) await refreshJwt()
  return bearerRequestWithJwt(...args)
}
const bearerRequestJson = async <S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options?: RequestOptions,
) => {
  if (!currentJwt()) await refreshJwt()
  return bearerRequestJsonWithJwt(path, schema, options)
}

export interface QueueFilters {
  status: ReportStatus
  type: ReportSubjectType | null
}

const REPORTS = '/api/v1/moderation/reports'
export const queueKey = (filters: QueueFilters) => ['moderation', 'reports', filters] as const

function reportsUrl(filters: QueueFilters, cursor: string | null, limit = 20): string {
  const params = new URLSearchParams({ status: filters.status, limit: String(limit) })
  if (filters.type) params.set('type', filters.type)
  if (cursor) params.set('cursor', cursor)
  return `${REPORTS}?${params.toString()}`
}

/** The queue, newest first, a page at a time (decision 025). */
export const queueOptions = (filters: QueueFilters) =>
  cursorListOptions(queueKey(filters), (cursor, signal) =>
    bearerRequestJson(reportsUrl(filters, cursor), ModerationReportPage, { signal }),
  )

/** Issue 14: the newest open report every 30 s, to say "n new reports" while the queue is open. */
export const QUEUE_POLL_MS = 30_000
export function useNewestReports(filters: QueueFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['moderation', 'newest', filters],
    queryFn: ({ signal }) =>
      bearerRequestJson(reportsUrl(filters, null, 50), ModerationReportPage, { signal }),
    refetchInterval: QUEUE_POLL_MS,
    enabled,
  })
}

/**
 * Acts on a report. On the open list the report leaves at once (optimistic); a failure
 * brings the list back as the server has it.
 */
export function useActOnReport(filters: QueueFilters) {
  const queryClient = useQueryClient()
  const key = queueKey(filters)
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModerationActionBody }) =>
      bearerRequest(`${REPORTS}/${id}/actions`, { method: 'POST', json: body }),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: key })
      queryClient.setQueryData<CursorPages<ModerationReportPage>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.id !== id),
              })),
            }
          : data,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation'] }),
  })
}

/** What a student may report from a page: a profile, a club, a post or a comment (issue 16). */
export type ReportKind = 'profiles' | 'clubs' | 'posts' | 'comments'

/** Where each kind's reports go: `{base}/{uid}/reports`. */
const REPORT_BASES: Record<ReportKind, string> = {
  profiles: '/api/v1/profiles',
  clubs: '/api/v1/clubs',
  posts: '/api/v1/feed/posts',
  comments: '/api/v1/feed/comments',
}

/** Reports a subject by its public id (`POST {base}/{uid}/reports`). */
export function useReportSubject(kind: ReportKind, uid: string) {
  return useMutation({
    mutationFn: (body: SubjectReportBody) =>
      bearerRequest(`${REPORT_BASES[kind]}/${encodeURIComponent(uid)}/reports`, {
        method: 'POST',
        json: body,
      }),
  })
}
