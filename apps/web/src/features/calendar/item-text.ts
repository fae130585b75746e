import type { CalendarSource } from '@quad/shared'
import { t } from '../../lib/i18n/t.ts'
import { withZoneLabel, type SchoolClock } from '../../lib/school/school-clock.ts'
import { fromDayKey } from './calendar-dates.ts'
import { formatShortDay, formatTime } from './calendar-format.ts'
import type { PlacedItem } from './calendar-layout.ts'
import { fromWallClock } from './calendar-zone.ts'

/** Each source's colour, as a chip's edge and tint and as the legend's swatch. */
export const SOURCE_STYLES: Record<CalendarSource, { swatch: string; chip: string }> = {
  mine: {
    swatch: 'bg-sky-600 dark:bg-sky-400',
    chip: 'border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950',
  },
  clubs: {
    swatch: 'bg-violet-600 dark:bg-violet-400',
    chip: 'border-violet-600 bg-violet-50 dark:border-violet-400 dark:bg-violet-950',
  },
  school: {
    swatch: 'bg-emerald-600 dark:bg-emerald-400',
    chip: 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950',
  },
  // Classes: their own colour and a dashed edge, so they differ from events without colour.
  classes: {
    swatch: 'bg-amber-600 dark:bg-amber-400',
    chip: 'border-dashed border-amber-700 bg-amber-50 dark:border-amber-400 dark:bg-amber-950',
  },
  // Meetings (office hours booked): a double edge of their own colour, one person's time.
  meetings: {
    swatch: 'bg-rose-600 dark:bg-rose-400',
    chip: 'border-double border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950',
  },
}

/**
 * When an item is, in words: its real times (a 10-minute talk reads 10:00 to 10:10 even
 * though it is drawn as 15 minutes); an all-day item its first and last days, read from
 * its dates (the last inclusive), not from the drawn span, which ends a minute before the
 * next midnight (spec 9). Timed items are on the school's wall clock (`onWallClock`), their
 * zone named when the device is elsewhere.
 */
export function itemWhen({ item }: PlacedItem, clock: SchoolClock): string {
  if (item.isAllDay) {
    if (item.dateEnd <= item.dateStart) return t('calendar.allDay')
    return `${t('calendar.allDay')}, ${t('calendar.dayRange', {
      start: formatShortDay(fromDayKey(item.dateStart)),
      end: formatShortDay(fromDayKey(item.dateEnd)),
    })}`
  }
  const from = new Date(item.dateStart)
  const to = new Date(item.dateEnd)
  const text = t('calendar.timeRange', { start: formatTime(from), end: formatTime(to) })
  return withZoneLabel(clock, text, fromWallClock(from, clock.zone))
}

/** What a screen reader hears after the title: where, whose, and any clash. */
export function itemDetails(placed: PlacedItem, clock: SchoolClock): string[] {
  const { item } = placed
  const details = [itemWhen(placed, clock)]
  if (item.location) details.push(item.location)
  details.push(item.clubName ?? t(`calendar.source.${item.source}`))
  if (item.clubName) details.push(t(`calendar.source.${item.source}`))
  if (item.cancelled) details.push(t('calendar.cancelled'))
  if (placed.clashesWith.length > 0) {
    details.push(t('calendar.clashesWith', { titles: placed.clashesWith.join(', ') }))
  }
  return details
}

/** "no events", "1 event", "3 events": a day's count as its label says it. */
export function countText(count: number): string {
  if (count === 0) return t('calendar.countNone')
  return count === 1 ? t('calendar.countOne') : t('calendar.countOther', { count })
}
