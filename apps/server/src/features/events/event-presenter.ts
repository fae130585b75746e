import { subMinutes } from 'date-fns'
import type { Event, EventCategory, RsvpStatus } from '@quad/shared'
import type { events } from '../../db/schema/events.ts'

export type EventRow = typeof events.$inferSelect

/** The event's club as the answer names it (its public uid), or null for a school event. */
export interface EventClubRef {
  uid: string
  name: string
  logoUrl: string | null
}

/** What the presenter needs besides the row: the viewer's side of it. */
export interface EventViewing {
  club: EventClubRef | null
  /** The series' public uid and RRULE, for an occurrence of a recurring event. */
  series: { uid: string; rrule: string } | null
  viewerRsvp: RsvpStatus | null
  canManage: boolean
}

/**
 * The wall-clock reading of an instant in a zone: 'YYYY-MM-DDTHH:mm', or for an all-day
 * event's dates 'YYYY-MM-DD'. An all-day event's stored end is the midnight after its
 * last day, so its last date is read a minute before.
 */
export function wallClock(at: Date, timeZone: string, dateOnly = false): string {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value
  const date = `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`
  return dateOnly ? date : `${date}T${parts['hour'] ?? ''}:${parts['minute'] ?? ''}`
}

/**
 * One formatter per zone, kept: building an `Intl.DateTimeFormat` costs far more than
 * using one, and a calendar month formats hundreds of times (P8 profile: a `TZDate` per
 * item was the answer's largest cost). The zones are the few a school's events use.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function presentEvent(row: EventRow, viewing: EventViewing): Event {
  return {
    id: row.uid,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    localStart: wallClock(row.startsAt, row.timeZone, row.allDay),
    localEnd: row.allDay
      ? wallClock(subMinutes(row.endsAt, 1), row.timeZone, true)
      : wallClock(row.endsAt, row.timeZone),
    isAllDay: row.allDay,
    timeZone: row.timeZone,
    location: row.location,
    onlineUrl: row.onlineUrl,
    coverUrl: row.coverUrl,
    category: row.category as EventCategory | null,
    tags: row.tags,
    club: viewing.club && {
      id: viewing.club.uid,
      name: viewing.club.name,
      logoUrl: viewing.club.logoUrl,
    },
    capacity: row.capacity,
    goingCount: row.goingCount,
    waitlistCount: row.waitlistCount,
    viewerRsvp: viewing.viewerRsvp,
    public: row.isPublic,
    status: row.status,
    seriesId: viewing.series?.uid ?? null,
    recurrence: viewing.series?.rrule ?? null,
    cancelReason: row.cancelReason,
    updatedAt: row.updatedAt.toISOString(),
    canManage: viewing.canManage,
  }
}
