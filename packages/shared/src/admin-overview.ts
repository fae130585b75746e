import * as z from 'zod/mini'

/** Longest range the admin overview counts over, in days (issue 14 item 5, decision 033). */
export const OVERVIEW_MAX_DAYS = 365

/** The measures the overview counts, in the order it shows them. */
export const OVERVIEW_MEASURES = [
  'activeStudents',
  'newConnections',
  'messagesSent',
  'clubJoins',
  'reportsFiled',
] as const
export const OverviewMeasureKey = z.enum(OVERVIEW_MEASURES)
export type OverviewMeasureKey = z.infer<typeof OverviewMeasureKey>

export const OverviewBucket = z.enum(['day', 'week'])
export type OverviewBucket = z.infer<typeof OverviewBucket>

const DAY_MS = 86_400_000

/** A calendar day `YYYY-MM-DD` (UTC) that exists: 2025-02-30 does not. */
export const IsoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
  z.refine((day) => {
    const ms = Date.parse(`${day}T00:00:00Z`)
    return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day)
  }, 'no such day'),
)

/** Days from `from` to `to`, both counted: 2025-01-01..2025-01-07 is 7. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
}

/** The day `n` days after (or before, negative) a day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}

/** `GET /api/v1/admin/overview`: a range of days, both ends counted, in buckets. */
export const OverviewQuery = z
  .object({ from: IsoDay, to: IsoDay, bucket: z._default(OverviewBucket, 'day') })
  .check(
    z.refine((q) => !IsoDay.safeParse(q.to).success || q.from <= q.to, {
      path: ['to'],
      message: 'must not be before from',
    }),
    z.refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= OVERVIEW_MAX_DAYS, {
      path: ['to'],
      message: `must be at most ${OVERVIEW_MAX_DAYS} days after from`,
    }),
  )
export type OverviewQuery = z.input<typeof OverviewQuery>

/** One bucket: the day it starts (a week starts on Monday, cut to the range) and its count. */
export const OverviewPoint = z.object({ start: IsoDay, count: z.number() })
export type OverviewPoint = z.infer<typeof OverviewPoint>

/**
 * A measure over the range: its points, its total (distinct people for active students,
 * so not the sum of the points) and the total of the period of equal length just before.
 */
export const OverviewMeasure = z.object({
  key: OverviewMeasureKey,
  total: z.number(),
  previousTotal: z.number(),
  points: z.array(OverviewPoint),
})
export type OverviewMeasure = z.infer<typeof OverviewMeasure>

export const Overview = z.object({
  from: IsoDay,
  to: IsoDay,
  bucket: OverviewBucket,
  previous: z.object({ from: IsoDay, to: IsoDay }),
  measures: z.array(OverviewMeasure),
})
export type Overview = z.infer<typeof Overview>
