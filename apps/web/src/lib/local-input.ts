/**
 * What date and `datetime-local` inputs hold: a moment on this device's clock, written the
 * way the inputs write it (`2026-11-28`, `2026-11-28T14:05`).
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** The day a moment falls on in the device's calendar, as a date input holds it. */
export function localDay(moment: Date): string {
  return `${String(moment.getFullYear())}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** A moment as a `datetime-local` input holds it, to the minute. */
export function localDateTime(moment: Date): string {
  return `${localDay(moment)}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`
}
