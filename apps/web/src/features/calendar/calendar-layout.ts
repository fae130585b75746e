import { t } from '../../lib/i18n/t.ts'
import { calendarSpan, type CalendarItem, type CalendarSource } from '@quad/shared'
import { addDays, differenceInMinutes } from 'date-fns'
import { dayKey } from './calendar-dates.ts'

/*
 * Where each item is drawn: pure functions the views memoise on their data. Every drawn span
 * comes from the shared `calendarSpan` (spec 9: under 15 minutes shows as 15, all-day is
 * extended by 24 hours, an end at midnight ends a minute earlier), never from the raw dates.
 */
export interface PlacedItem {
  item: CalendarItem
  /** The drawn span (spec 9). */
  start: Date
  end: Date
  /** Spans a whole day or more: drawn in the all-day row, never in the time grid. */
  isAllDayLike: boolean
  /** Titles of other items the student is going to, or has a class, at the same time. */
  clashesWith: string[]
}

const DAY_MINUTES = 24 * 60

/**
 * Going and timed, or a class: an all-day fair does not clash with a lecture that day.
 * A class's own clashes come from the server (decision 051: it sees every event the
 * student is going to, whichever sources are shown); an event learns here that it
 * clashes with a class.
 */
const canClash = (item: CalendarItem) =>
  item.kind !== 'event' || (item.viewerRsvp === 'going' && !item.cancelled && !item.isAllDay)

/**
 * What an item is called on the calendar and in a clash: a class with its course code
 * first; a meeting with the other person's name (its `title`).
 */
export function itemTitle(item: CalendarItem): string {
  if (item.kind === 'meeting') return t('calendar.meetingWith', { name: item.title })
  return item.courseCode ? `${item.courseCode} ${item.title}` : item.title
}

/** Real times, not drawn ones: a 10-minute talk drawn as 15 does not clash with what follows. */
function overlaps(a: CalendarItem, b: CalendarItem): boolean {
  return a.dateStart < b.dateEnd && b.dateStart < a.dateEnd
}

function clashesOf(items: readonly CalendarItem[]): Map<string, string[]> {
  const going = items.filter(canClash)
  const clashes = new Map<string, string[]>()
  for (const a of going) {
    const others = a.clashes
      ? a.clashes.map((c) => c.title)
      : going.filter((b) => b !== a && overlaps(a, b)).map(itemTitle)
    if (others.length > 0) clashes.set(a.id, others)
  }
  return clashes
}

/** The items of the chosen sources, drawn and in time order (longer first on a tie). */
export function placeItems(
  items: readonly CalendarItem[],
  sources: readonly CalendarSource[],
): PlacedItem[] {
  const shown = items.filter((item) => sources.includes(item.source))
  const clashes = clashesOf(shown)
  return shown
    .map((item) => {
      const { start, end } = calendarSpan(item)
      return {
        item,
        start,
        end,
        isAllDayLike: item.isAllDay || differenceInMinutes(end, start) >= DAY_MINUTES - 1,
        clashesWith: clashes.get(item.id) ?? [],
      }
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime() || b.end.getTime() - a.end.getTime())
}

const meets = (placed: PlacedItem, day: Date) => placed.start < addDays(day, 1) && placed.end > day

/** For the month and agenda views: each day's items, keyed by 'YYYY-MM-DD'. */
export function itemsByDay(placed: readonly PlacedItem[], days: readonly Date[]) {
  return new Map(days.map((day) => [dayKey(day), placed.filter((p) => meets(p, day))]))
}

/** A timed item's part of one day in the week and day views, and its column among overlaps. */
export interface TimedSegment {
  placed: PlacedItem
  startMinute: number
  endMinute: number
  column: number
  columns: number
}

/**
 * A day's timed segments, side by side where they overlap: each cluster of overlapping
 * segments is split into as many columns as it needs at once, each segment in the first
 * column free at its start.
 */
export function timedSegments(placed: readonly PlacedItem[], day: Date): TimedSegment[] {
  const clamp = (at: Date) => Math.min(DAY_MINUTES, Math.max(0, differenceInMinutes(at, day)))
  const segments = placed
    .filter((p) => !p.isAllDayLike && meets(p, day))
    .map((p) => ({ placed: p, startMinute: clamp(p.start), endMinute: clamp(p.end) }))
  const laid: TimedSegment[] = []
  let cluster: TimedSegment[] = []
  let columnEnds: number[] = []
  const closeCluster = () => {
    for (const segment of cluster) segment.columns = columnEnds.length
    cluster = []
    columnEnds = []
  }
  for (const segment of segments) {
    if (columnEnds.length > 0 && columnEnds.every((end) => end <= segment.startMinute)) {
      closeCluster()
    }
    const free = columnEnds.findIndex((end) => end <= segment.startMinute)
    const column = free === -1 ? columnEnds.length : free
    columnEnds[column] = segment.endMinute
    const entry = { ...segment, column, columns: 1 }
    cluster.push(entry)
    laid.push(entry)
  }
  closeCluster()
  return laid
}

/** With nothing timed in view, the time grid opens at 8:00, where a student's day starts. */
const MORNING_HOUR = 8

/**
 * The hour the week and day views open on: one before the first timed item of their days,
 * so an evening of club meetings is on screen rather than an empty morning.
 */
export function firstHourShown(placed: readonly PlacedItem[], days: readonly Date[]): number {
  const starts = days.flatMap((day) => timedSegments(placed, day).map((s) => s.startMinute))
  if (starts.length === 0) return MORNING_HOUR
  return Math.max(0, Math.floor(Math.min(...starts) / 60) - 1)
}
