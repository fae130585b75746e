import { addDays, AuditPage, Overview, type OverviewBucket } from '@quad/shared'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { signedInJson } from '../../lib/http/bearer-client.ts'
import { cursorListOptions } from '../../lib/paging/infinite-list.ts'

/*
 * The console opened straight at its address holds no JWT yet (no loader fetched one):
 * fetch the session's first, as the bearer client refuses to call without one.
 */
async function adminJson<S extends z.ZodMiniType>(path: string, schema: S, signal: AbortSignal) {
  return signedInJson(path, schema, { signal })
}

export const RANGES = [7, 30, 90] as const
export type RangeDays = (typeof RANGES)[number]

/** Longer ranges are read by week: 90 bars would be too thin to point at. */
export const bucketFor = (days: RangeDays): OverviewBucket => (days > 30 ? 'week' : 'day')

/** The last `days` days, today (UTC, as the server counts) included. */
export function rangeEndingToday(days: RangeDays, today = new Date()) {
  const to = today.toISOString().slice(0, 10)
  return { from: addDays(to, 1 - days), to, bucket: bucketFor(days) }
}

export function overviewQuery(days: RangeDays) {
  const range = rangeEndingToday(days)
  const params = new URLSearchParams(range)
  return queryOptions({
    queryKey: ['admin', 'overview', range] as const,
    queryFn: ({ signal }) =>
      adminJson(`/api/v1/admin/overview?${params.toString()}`, Overview, signal),
    // The tiles stay while another range loads, so the page does not jump.
    placeholderData: keepPreviousData,
  })
}

export interface AuditFilter {
  actor: string
  action: string
  from: string
  to: string
}

export const NO_AUDIT_FILTER: AuditFilter = { actor: '', action: '', from: '', to: '' }

export function auditListOptions(filter: AuditFilter) {
  return cursorListOptions(['admin', 'audit', filter] as const, (cursor, signal) => {
    const params = new URLSearchParams({ limit: '20' })
    for (const [name, value] of Object.entries(filter)) {
      if (value.trim()) params.set(name, value.trim())
    }
    if (cursor) params.set('cursor', cursor)
    return adminJson(`/api/v1/admin/audit?${params.toString()}`, AuditPage, signal)
  })
}
