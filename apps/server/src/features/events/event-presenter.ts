import { TZDate } from '@date-fns/tz'
import { format, subMinutes } from 'date-fns'
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
  return format(new TZDate(at, timeZone), dateOnly ? 'yyyy-MM-dd' : "yyyy-MM-dd'T'HH:mm")
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
