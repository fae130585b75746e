import type { Event, EventCategory, RsvpStatus } from '@quad/shared'
import type { events } from '../../db/schema/events.ts'
import { allDayDates, wallClock } from './event-dates.ts'

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

export function presentEvent(row: EventRow, viewing: EventViewing): Event {
  return {
    id: row.uid,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    ...localTimes(row),
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

/** `localStart`/`localEnd`: wall-clock times, or an all-day event's first and last dates. */
function localTimes(row: EventRow): { localStart: string; localEnd: string } {
  if (!row.allDay) {
    return {
      localStart: wallClock(row.startsAt, row.timeZone),
      localEnd: wallClock(row.endsAt, row.timeZone),
    }
  }
  const { first, last } = allDayDates(row.startsAt, row.endsAt, row.timeZone)
  return { localStart: first, localEnd: last }
}
