import {
  addDays,
  type OverviewBucket,
  type OverviewMeasure,
  type OverviewMeasureKey,
} from '@quad/shared'

/** A school's range and the period of equal length before it (`previousFrom` to the day before `from`). */
export interface OverviewRange {
  schoolId: number
  previousFrom: string
  from: string
  to: string
  bucket: OverviewBucket
}

/** Whether a UTC day is a Monday, where an ISO week starts. */
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1

/** The starts of the range's buckets: every day, or each Monday (the first cut to `from`). */
export function bucketStarts(from: string, to: string, bucket: OverviewBucket): string[] {
  const starts: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (bucket === 'day' || day === from || isMonday(day)) starts.push(day)
  }
  return starts
}

/**
 * The start of the bucket a day of the range falls in: the day, or its week's Monday (not
 * before `from`). Arithmetic, not a walk back: a range's closed days are 365 of them.
 */
export function bucketOf(day: string, from: string, bucket: OverviewBucket): string {
  if (bucket === 'day') return day
  const date = new Date(`${day}T00:00:00Z`)
  const monday = addDays(day, -((date.getUTCDay() + 6) % 7))
  return monday < from ? from : monday
}

/** What a day adds to its bucket and to its period's total (the same for a count of rows). */
export type DayTally = { day: string; inBucket: number; inPeriod: number }

/** A measure with nothing counted yet: every bucket of the range at zero. */
export function emptyMeasure(key: OverviewMeasureKey, range: OverviewRange): OverviewMeasure {
  const points = bucketStarts(range.from, range.to, range.bucket).map((start) => ({
    start,
    count: 0,
  }))
  return { key, total: 0, previousTotal: 0, points }
}

/** `measure` with `days` added, each to its bucket and its period's total (a new object). */
export function withDays(
  measure: OverviewMeasure,
  range: OverviewRange,
  days: DayTally[],
): OverviewMeasure {
  const counts = new Map<string, number>()
  let { total, previousTotal } = measure
  for (const { day, inBucket, inPeriod } of days) {
    if (day < range.from) {
      previousTotal += inPeriod
      continue
    }
    total += inPeriod
    const start = bucketOf(day, range.from, range.bucket)
    counts.set(start, (counts.get(start) ?? 0) + inBucket)
  }
  const points = measure.points.map(({ start, count }) => ({
    start,
    count: count + (counts.get(start) ?? 0),
  }))
  return { key: measure.key, total, previousTotal, points }
}
