import { TZDate } from '@date-fns/tz'
import type { CalendarItem } from '@quad/shared'
import { isSameDay } from 'date-fns'
import { useSchoolClock } from '../../lib/school/school-clock.ts'
import { renderNow } from '../../lib/ssr/render-clock.ts'

/*
 * The calendar on the school's clock (issue 30 bug 4, decision 072). Its grid, day keys and
 * formatters work on the device's local dates (date-fns, Intl without a zone); so the items
 * come in as the school's wall clock read as local dates ("5:30 PM in New York" becomes a
 * local 17:30 on that day), and the visible range goes out as the school's instants. The
 * grid then has the school's days, weeks and hours whatever the device's zone.
 */

/** An instant as the school's wall clock, as a local date: its getters read the school's time. */
export function toWallClock(at: Date, zone: string): Date {
  const school = new TZDate(at.getTime(), zone)
  return new Date(
    school.getFullYear(),
    school.getMonth(),
    school.getDate(),
    school.getHours(),
    school.getMinutes(),
    school.getSeconds(),
    school.getMilliseconds(),
  )
}

/** A local date read as the school's wall clock, back to the instant it names there. */
export function fromWallClock(local: Date, zone: string): Date {
  const school = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
    zone,
  )
  return new Date(school.getTime())
}

/** Now on the school's clock, as a local date (the calendar's "today"). */
export const schoolNow = (zone: string): Date => toWallClock(new Date(renderNow()), zone)

/** A timed item's times as the school's wall clock; an all-day item's dates are floating. */
export function onWallClock(item: CalendarItem, zone: string): CalendarItem {
  if (item.isAllDay) return item
  const wall = (at: string) => toWallClock(new Date(at), zone).toISOString()
  return { ...item, dateStart: wall(item.dateStart), dateEnd: wall(item.dateEnd) }
}

/** Whether a calendar day (a local date) is the school's today. */
export function useIsSchoolToday(): (day: Date) => boolean {
  const { zone } = useSchoolClock()
  const today = schoolNow(zone)
  return (day) => isSameDay(day, today)
}
