import { TZDate } from '@date-fns/tz'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import sanitizeHtml from 'sanitize-html'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { EventRow } from './event-presenter.ts'

/** What a feed shows of an event: the row, and its club's name for the summary's context. */
export interface FeedEvent {
  row: Pick<
    EventRow,
    | 'uid'
    | 'title'
    | 'description'
    | 'startsAt'
    | 'endsAt'
    | 'allDay'
    | 'timeZone'
    | 'location'
    | 'onlineUrl'
    | 'status'
    | 'sequence'
    | 'updatedAt'
  >
  clubName: string | null
  /** The student is waitlisted: in their calendar, but not firm (STATUS:TENTATIVE). */
  tentative?: boolean
}

/** Where the feed is read: UIDs are `<event uid>@<uidHost>`, links start at `origin`. */
export interface FeedSite {
  uidHost: string
  origin: string
  /** The school's zone (issue 30 bug 4): the calendar's X-WR-TIMEZONE. */
  timeZone: string
}

/** The VTIMEZONE block of an IANA zone (timezones-ical-library), or none for a zone it lacks. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)
  const text = Array.isArray(block) ? block[0] : null
  return text?.startsWith('BEGIN:VTIMEZONE') ? text : null
}

function eventStatus(cancelled: boolean, tentative: boolean): ICalEventStatus {
  if (cancelled) return ICalEventStatus.CANCELLED
  return tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' }

/**
 * RFC 5545 DESCRIPTION is plain text: the event's sanitised HTML with block ends as
 * line breaks, every tag dropped, and the four entities sanitize-html writes read back.
 */
export function plainDescription(html: string): string {
  const broken = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|pre)>/gi, '\n')
  const text = sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * One iCalendar (RFC 5545) of events: each VEVENT with a stable UID, SEQUENCE from the
 * row, DTSTART/DTEND on the event's own wall clock with its TZID (a weekly 19:00 event
 * stays 19:00 across a DST change) and the zone's VTIMEZONE, an all-day event as DATE
 * values ending the day after its last (DTEND is exclusive), cancelled ones as
 * STATUS:CANCELLED so subscribed calendars strike them out instead of losing them.
 */
export function icsCalendar(name: string, entries: readonly FeedEvent[], site: FeedSite): string {
  const calendar = ical({
    name,
    prodId: { company: 'Quad', product: 'events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  // The school's zone names the calendar; each event keeps its own TZID.
  calendar.timezone({ name: site.timeZone, generator: (zone) => vtimezone(zone) ?? '' })
  for (const { row, clubName, tentative } of entries) {
    const url = `${site.origin}/events/${row.uid}`
    const description = plainDescription(row.description)
    calendar.createEvent({
      id: `${row.uid}@${site.uidHost}`,
      sequence: row.sequence,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      start: new TZDate(row.startsAt, row.timeZone),
      end: new TZDate(row.endsAt, row.timeZone),
      allDay: row.allDay,
      timezone: row.timeZone,
      summary: clubName ? `${row.title} (${clubName})` : row.title,
      description: [description, row.onlineUrl].filter(Boolean).join('\n\n') || null,
      location: row.location ?? row.onlineUrl,
      url,
      status: eventStatus(row.status === 'cancelled', tentative === true),
    })
  }
  return calendar.toString()
}
