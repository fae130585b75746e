import { addDays, type OverviewBucket } from '@quad/shared'

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

/** The start of the bucket a day of the range falls in: the day, or its week's Monday (not before `from`). */
export function bucketOf(day: string, from: string, bucket: OverviewBucket): string {
  if (bucket === 'day') return day
  let monday = day
  while (!isMonday(monday) && monday > from) monday = addDays(monday, -1)
  return monday
}
