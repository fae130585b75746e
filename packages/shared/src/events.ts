import * as z from 'zod/mini'
import { Uid } from './chat-requests.ts'
import { FormAnswer, RegistrationQuestion } from './form-questions.ts'
import { Cursor, Page } from './paging.ts'

/*
 * Events (issue 15, api.md "Events and calendar"): what a club or the school puts on,
 * who is going, tickets and check-in, and the recommendations. Times cross the wire two
 * ways: `startsAt`/`endsAt` are instants (ISO 8601, UTC), and `localStart`/`localEnd` are
 * the same times as the event's own wall clock in `timeZone` ('YYYY-MM-DDTHH:mm'), or for
 * an all-day event its first and last dates ('YYYY-MM-DD', both inclusive). A client
 * writes wall-clock times and a zone; the server turns them into instants (a weekly
 * event stays at 19:00 across a DST change).
 */

export const EVENT_TITLE_MAX = 120
/** Sanitised HTML, as the profile bio (the server cleans it on write). */
export const EVENT_DESCRIPTION_MAX = 20_000
export const EVENT_LOCATION_MAX = 200
export const EVENT_URL_MAX = 500
export const EVENT_TAGS_MAX = 10
export const EVENT_TAG_MAX = 40
export const EVENT_CAPACITY_MAX = 100_000
/** Registration questions an event may ask (each a form's question, decision 113). */
export const EVENT_QUESTIONS_MAX = 20
/** An event (one occurrence) lasts at most this long: a weekend trip, a week-long fair. */
export const EVENT_DURATION_MAX_DAYS = 14
/** A recurring event is expanded into at most this many occurrences, within a year. */
export const EVENT_OCCURRENCES_MAX = 100
export const EVENT_RRULE_MAX = 300
export const EVENT_CANCEL_REASON_MAX = 500
/** The typed ticket code: short, upper case, no look-alike characters (0/O, 1/I/L). */
export const TICKET_CODE_LENGTH = 6
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const EVENTS_PAGE_DEFAULT = 20
export const EVENTS_PAGE_MAX = 50
/** `GET /api/v1/calendar` answers at most this many days at once (a month view is 42). */
export const CALENDAR_RANGE_MAX_DAYS = 100

/** A fixed list, so filters and recommendations can match on it. */
export const EVENT_CATEGORIES = [
  'academic',
  'arts',
  'career',
  'community',
  'cultural',
  'social',
  'sports',
  'wellness',
  'other',
] as const
export const EventCategory = z.enum(EVENT_CATEGORIES)
export type EventCategory = z.infer<typeof EventCategory>

/**
 * draft: only its managers see it; pending: a member proposed it and the club's officers
 * decide (spec 3 `newEventFromMember`); published; cancelled: kept, shown struck through
 * and sent to calendars as `STATUS:CANCELLED`.
 */
/**
 * `pending`: a member's proposal, for the club's officers; `submitted`: a club event
 * waiting for staff approval where the school asks for it (decision 106).
 */
export const EventStatus = z.enum(['draft', 'pending', 'submitted', 'published', 'cancelled'])
export type EventStatus = z.infer<typeof EventStatus>

/** What a student said; `waitlisted` is the server's answer to `going` when the event is full. */
export const RsvpStatus = z.enum(['going', 'interested', 'not_going', 'waitlisted'])
export type RsvpStatus = z.infer<typeof RsvpStatus>

export const EventClub = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.nullable(z.string()),
})
export type EventClub = z.infer<typeof EventClub>

/**
 * A registration question: a form's question (decision 113), answered with a `going` RSVP.
 */
export const EventQuestion = RegistrationQuestion
export type EventQuestion = z.infer<typeof EventQuestion>

/** One event (one occurrence of a recurring one) as its viewer may see it. */
export const Event = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  isAllDay: z.boolean(),
  timeZone: z.string(),
  location: z.nullable(z.string()),
  onlineUrl: z.nullable(z.string()),
  coverUrl: z.nullable(z.string()),
  category: z.nullable(EventCategory),
  tags: z.array(z.string()),
  /** Null for a school event. */
  club: z.nullable(EventClub),
  capacity: z.nullable(z.number()),
  goingCount: z.number(),
  waitlistCount: z.number(),
  viewerRsvp: z.nullable(RsvpStatus),
  /** Seen by visitors in share mode; otherwise the club's members (or the school's students). */
  public: z.boolean(),
  status: EventStatus,
  /** The series a recurring event's occurrences share, and its RRULE. */
  seriesId: z.nullable(z.string()),
  recurrence: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  updatedAt: z.string(),
  /** The viewer may edit, cancel and check people in. */
  canManage: z.boolean(),
})
export type Event = z.infer<typeof Event>

/** No place left: answering Going puts the student on the waitlist. */
export const isEventFull = (event: Pick<Event, 'capacity' | 'goingCount'>): boolean =>
  event.capacity !== null && event.goingCount >= event.capacity

/** The room an event holds (decision 105), as its page shows it; rooms.ts has the rest. */
export const EventRoom = z.object({
  id: z.string(),
  name: z.string(),
  capacity: z.nullable(z.number()),
})
export type EventRoom = z.infer<typeof EventRoom>

/** `GET /api/v1/events/{id}`: the event, its questions and, for its managers, attendance. */
export const EventDetail = z.extend(Event, {
  questions: z.array(EventQuestion),
  viewerAnswers: z.nullable(z.record(z.string(), FormAnswer)),
  viewerCheckedInAt: z.nullable(z.string()),
  /** The viewer's place in the waitlist (1 = next in), when waitlisted; else null. */
  viewerWaitlistPosition: z.nullable(z.number()),
  /** The room it holds (decision 105), or null. */
  room: z.nullable(EventRoom),
  /** Managers only: why staff returned it to a draft (decision 106), or null. */
  reviewNote: z.nullable(z.string()),
  /** Managers only: going, waitlisted and checked-in counts. */
  attendance: z.nullable(
    z.object({ going: z.number(), waitlisted: z.number(), checkedIn: z.number() }),
  ),
})
export type EventDetail = z.infer<typeof EventDetail>

export const EventPage = Page(Event)
export type EventPage = z.infer<typeof EventPage>

const LocalDateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/))
const LocalDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
/** A wall-clock time ('YYYY-MM-DDTHH:mm') or, for an all-day event, a date ('YYYY-MM-DD'). */
export const EventLocalTime = z.union([LocalDateTime, LocalDate])
export const TimeZoneName = z.string().check(z.minLength(1), z.maxLength(64))
const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))))

/** `POST /api/v1/events`: a club's event (`clubId`) or, without it, a school event. */
export const CreateEventBody = z.object({
  clubId: z.optional(Uid),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(EVENT_TITLE_MAX)),
  description: z.optional(z.string().check(z.maxLength(EVENT_DESCRIPTION_MAX))),
  isAllDay: z._default(z.boolean(), false),
  localStart: EventLocalTime,
  localEnd: EventLocalTime,
  timeZone: TimeZoneName,
  location: optionalText(EVENT_LOCATION_MAX),
  /** A room the school offers (`GET /api/v1/rooms`); null gives it back. */
  roomId: z.optional(z.nullable(Uid)),
  onlineUrl: optionalText(EVENT_URL_MAX),
  category: z.optional(z.nullable(EventCategory)),
  tags: z.optional(
    z
      .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(EVENT_TAG_MAX)))
      .check(z.maxLength(EVENT_TAGS_MAX)),
  ),
  capacity: z.optional(
    z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(EVENT_CAPACITY_MAX))),
  ),
  public: z._default(z.boolean(), false),
  questions: z.optional(z.array(EventQuestion).check(z.maxLength(EVENT_QUESTIONS_MAX))),
  /** An RFC 5545 RRULE without DTSTART ('FREQ=WEEKLY;COUNT=10'); the start is its first. */
  recurrence: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(EVENT_RRULE_MAX)))),
  /** false keeps a draft; a member's event for their club always waits as `pending`. */
  publish: z._default(z.boolean(), true),
})
export type CreateEventBody = z.infer<typeof CreateEventBody>

/** Which occurrences of a recurring event a change applies to. */
export const EventScope = z.enum(['one', 'all'])
export type EventScope = z.infer<typeof EventScope>

/** `PATCH /api/v1/events/{id}`: any field of the create; `status: published` publishes. */
export const UpdateEventBody = z.object({
  ...z.partial(z.omit(CreateEventBody, { clubId: true, publish: true })).shape,
  status: z.optional(z.enum(['published'])),
  scope: z._default(EventScope, 'one'),
})
export type UpdateEventBody = z.infer<typeof UpdateEventBody>

/** `DELETE /api/v1/events/{id}`: a draft is removed; a published event is cancelled, kept. */
export const CancelEventQuery = z.object({
  scope: z._default(EventScope, 'one'),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(EVENT_CANCEL_REASON_MAX))),
})

export const EventParams = z.object({ id: Uid })

export const EventScopeFilter = z.enum(['all', 'mine', 'club'])
/** `GET /api/v1/events`: from/to are instants; mine = going, interested or waitlisted. */
export const EventListQuery = z.object({
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  scope: z._default(EventScopeFilter, 'all'),
  clubId: z.optional(Uid),
  category: z.optional(EventCategory),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Managers' drafts and pending events besides the published ones. */
  includeDrafts: z.optional(z.enum(['true', 'false'])),
  cursor: z.optional(Cursor),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(EVENTS_PAGE_MAX)),
    EVENTS_PAGE_DEFAULT,
  ),
})
export type EventListQuery = z.infer<typeof EventListQuery>

/** Registration answers by question id, each as a form's answer (decision 113). */
export const RsvpAnswers = z.record(z.string().check(z.maxLength(40)), FormAnswer)
export type RsvpAnswers = z.infer<typeof RsvpAnswers>

/** `PUT /api/v1/events/{id}/rsvp`. */
export const RsvpBody = z.object({
  status: z.enum(['going', 'interested', 'not_going']),
  answers: z.optional(RsvpAnswers),
})
export type RsvpBody = z.infer<typeof RsvpBody>
export const RsvpAnswer = z.object({ status: z.nullable(RsvpStatus) })
export type RsvpAnswer = z.infer<typeof RsvpAnswer>

/** One attendee as the viewer may see them (a hidden profile shows as a count only). */
export const EventAttendee = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.nullable(z.string()),
  status: RsvpStatus,
  /** Managers only. */
  checkedInAt: z.nullable(z.string()),
})
export type EventAttendee = z.infer<typeof EventAttendee>
export const EventAttendeePage = z.extend(Page(EventAttendee), {
  /** People going whose profiles the viewer may not see. */
  hiddenCount: z.number(),
})
export type EventAttendeePage = z.infer<typeof EventAttendeePage>
export const AttendeesQuery = z.object({
  cursor: z.optional(Cursor),
  status: z._default(z.enum(['going', 'waitlisted', 'interested']), 'going'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
})

/** `GET /api/v1/events/{id}/ticket`: the going student's code and its QR code (SVG). */
export const EventTicket = z.object({
  eventId: z.string(),
  code: z.string(),
  qr: z.string(),
  checkedInAt: z.nullable(z.string()),
})
export type EventTicket = z.infer<typeof EventTicket>

/**
 * What a check-in sends: the typed code, or the whole payload a scanner read from the
 * ticket's QR code (`quad:event:<eventId>:<code>`), hence the room beyond the code.
 */
export const TICKET_SCAN_MAX = 120
export const TicketCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.minLength(4), z.maxLength(TICKET_SCAN_MAX))

/**
 * `POST /api/v1/events/{id}/check-ins`: a typed or scanned code; `scannedAt` is when an
 * officer's offline phone took it (synced later), at most a day old.
 */
export const CheckInBody = z.object({
  code: TicketCode,
  scannedAt: z.optional(z.iso.datetime({ offset: true })),
})
export type CheckInBody = z.infer<typeof CheckInBody>
export const CheckInAnswer = z.object({
  attendee: z.object({
    uid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
  checkedInAt: z.string(),
  /** A repeat is not an error: the first check-in's time, and this flag. */
  alreadyCheckedIn: z.boolean(),
  checkedInCount: z.number(),
})
export type CheckInAnswer = z.infer<typeof CheckInAnswer>

/**
 * `GET /api/v1/events/{id}/check-ins`: the managers' roster, so a phone that loses its
 * connection still knows each code's name and checks people in offline.
 */
export const CheckInRoster = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      uid: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      checkedInAt: z.nullable(z.string()),
    }),
  ),
  going: z.number(),
  checkedIn: z.number(),
})
export type CheckInRoster = z.infer<typeof CheckInRoster>

/** Why an event is recommended: a code for the web's icon, and the sentence. */
export const RecommendationReason = z.object({
  code: z.enum(['connections_going', 'your_club', 'interest', 'past_rsvp', 'free_time', 'popular']),
  text: z.string(),
})
export type RecommendationReason = z.infer<typeof RecommendationReason>
/**
 * Spec 3 "AI recommendation result": startDate, endDate, updatedOn (dates, ISO 8601).
 * Every result says why: at least one reason, the strongest first.
 */
export const EventRecommendation = z.object({
  event: Event,
  reasons: z.array(RecommendationReason).check(z.minLength(1)),
  startDate: z.string(),
  endDate: z.string(),
  updatedOn: z.string(),
})
export type EventRecommendation = z.infer<typeof EventRecommendation>
export const EventRecommendations = z.object({
  results: z.array(EventRecommendation),
  /** False when the student switched recommendations off (then `results` is empty). */
  enabled: z.boolean(),
})
export type EventRecommendations = z.infer<typeof EventRecommendations>

/** `GET|PUT /api/v1/events/preferences`. */
export const EventPreferences = z.object({ recommendations: z.boolean() })
export type EventPreferences = z.infer<typeof EventPreferences>
