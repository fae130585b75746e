import {
  CALENDAR_ITEM_DEFAULTS,
  type CalendarItem,
  type CalendarSource,
  type EventStatus,
  type RsvpStatus,
} from '@quad/shared'
import { allDayDates } from './event-dates.ts'

/** What a calendar query reads of an event (calendar.service.ts `itemColumns`). */
export interface ItemRow {
  id: number
  uid: string
  title: string
  startsAt: Date
  endsAt: Date
  allDay: boolean
  timeZone: string
  location: string | null
  status: EventStatus
  clubName: string | null
}

/**
 * A presented item, its JSON, and what merging needs: the event's id (dedupe, RSVPs) and
 * start. The JSON is written once per item (P8: serialising a month's answer was the
 * largest cost left once the school source was cached), so a cached one is reused as is.
 */
export interface Entry {
  at: number
  id: number
  item: CalendarItem
  json: string
}

const entryOf = (at: number, id: number, item: CalendarItem): Entry => ({
  at,
  id,
  item,
  json: itemJson(item),
})

/**
 * An item's JSON without the fields at their contract default (`CALENDAR_ITEM_DEFAULTS`,
 * issue 33 item 2): a third of a month's bytes were `"cancelled":false` and the like.
 */
function itemJson(item: CalendarItem): string {
  const defaults: Readonly<Record<string, unknown>> = CALENDAR_ITEM_DEFAULTS
  const shown: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(item)) {
    if (value !== undefined && !(key in defaults && defaults[key] === value)) shown[key] = value
  }
  return JSON.stringify(shown)
}

export function entry(row: ItemRow, source: CalendarSource, rsvp: RsvpStatus | null): Entry {
  const dates = row.allDay
    ? allDayDates(row.startsAt, row.endsAt, row.timeZone)
    : { first: row.startsAt.toISOString(), last: row.endsAt.toISOString() }
  return entryOf(row.startsAt.getTime(), row.id, {
    id: row.uid,
    kind: 'event',
    source,
    title: row.title,
    dateStart: dates.first,
    dateEnd: dates.last,
    isAllDay: row.allDay,
    location: row.location,
    clubName: row.clubName,
    viewerRsvp: rsvp,
    cancelled: row.status === 'cancelled',
  })
}

/** A part's item (a class): no event id, so it takes no part in the events' dedupe. */
export const partEntry = (item: CalendarItem): Entry => entryOf(Date.parse(item.dateStart), 0, item)

/** A shared (cached) entry with the viewer's RSVP: a copy, the shared one left as it is. */
export const withRsvp = (shared: Entry, rsvp: RsvpStatus): Entry =>
  entryOf(shared.at, shared.id, { ...shared.item, viewerRsvp: rsvp })

/** Start order, then id: the answer's order (issue 15). */
export const byStart = (a: Entry, b: Entry) => a.at - b.at || a.id - b.id

/**
 * The `CalendarAnswer` body of entries in order: the items' own JSON joined. Every item
 * is a `CalendarItem` built above with the contract's fields, those at their default left
 * out, which parsing with the contract puts back.
 */
export const answerJson = (entries: readonly Entry[]): string =>
  `{"items":[${entries.map((e) => e.json).join(',')}]}`
