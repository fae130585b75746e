/**
 * Local wall-clock arithmetic for quiet hours and the daily digest. Minutes of the day
 * in the student's time zone; DST shifts within a day move a send by at most an hour.
 */
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/

export function isTime(value: string): boolean {
  return HHMM.test(value)
}

function minutesOf(value: string): number {
  const match = HHMM.exec(value)
  if (!match) throw new Error(`not a HH:MM time: ${value}`)
  return Number(match[1]) * 60 + Number(match[2])
}

function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return get('hour') * 60 + get('minute')
}

/** The next moment the local clock shows `time` (now, if it shows it this minute). */
export function nextLocal(now: Date, timeZone: string, time: string): Date {
  const delta = (minutesOf(time) - localMinutes(now, timeZone) + 1440) % 1440
  return new Date(now.getTime() + delta * 60_000)
}

/** When an email may go out: now, or the end of the student's quiet hours. */
export function afterQuietHours(
  now: Date,
  timeZone: string,
  quiet: { start: string; end: string } | null,
): Date {
  if (!quiet) return now
  const current = localMinutes(now, timeZone)
  const start = minutesOf(quiet.start)
  const end = minutesOf(quiet.end)
  const inside =
    start <= end ? current >= start && current < end : current >= start || current < end
  return inside ? nextLocal(now, timeZone, quiet.end) : now
}

/** Daily digests go out at this local time. */
export const DIGEST_TIME = '08:00'
