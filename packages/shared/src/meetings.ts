import * as z from 'zod/mini'
import { IsoDay } from './admin-overview.ts'

/*
 * Meeting booking (spec 7 "The calls it makes": `GET meeting booking | uid`): a person
 * publishes time slots (office hours, peer tutoring) and schoolmates book one.
 */

/** A slot lasts at most this long (office hours, a tutoring session). */
export const MEETING_SLOT_MAX_MS = 4 * 60 * 60 * 1000
/** A slot starts at most this far ahead. */
export const MEETING_AHEAD_MAX_MS = 60 * 24 * 60 * 60 * 1000
/** Upcoming slots one host may hold. */
export const MEETING_UPCOMING_SLOTS_MAX = 50
/** Upcoming bookings one student may hold with one host. */
export const MEETING_BOOKINGS_PER_HOST_MAX = 3
export const MEETING_LOCATION_MAX = 200
export const MEETING_NOTE_MAX = 500

/** A slot's host, or who booked it (shown to the host, and to the guest themselves). */
export const MeetingPerson = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export type MeetingPerson = z.infer<typeof MeetingPerson>

/**
 * One slot as its viewer may see it: the host sees every guest; anyone else sees open
 * slots and the slots they booked themselves, never another guest.
 */
export const MeetingSlot = z.object({
  uid: z.string(),
  hostUid: z.string(),
  /** The host's name, for a list of one's bookings with many hosts. */
  host: MeetingPerson,
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.nullable(z.string()),
  note: z.nullable(z.string()),
  status: z.enum(['open', 'booked']),
  guest: z.nullable(MeetingPerson),
})
export type MeetingSlot = z.infer<typeof MeetingSlot>

/** `GET /api/v1/meetings/{uid}`: the person's upcoming slots, soonest first. */
export const MeetingSlotList = z.object({ items: z.array(MeetingSlot) })
export type MeetingSlotList = z.infer<typeof MeetingSlotList>

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)))

/** `POST /api/v1/meetings/slots`: times are ISO 8601 with an offset. */
export const CreateMeetingSlotBody = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  location: optionalText(MEETING_LOCATION_MAX),
  note: optionalText(MEETING_NOTE_MAX),
})
export type CreateMeetingSlotBody = z.infer<typeof CreateMeetingSlotBody>

/** A weekly series lasts at most this many weeks (a term's office hours fit `MEETING_AHEAD_MAX_MS`). */
export const MEETING_SERIES_WEEKS_MAX = 8

const WallClockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM'))

/**
 * `POST /api/v1/meetings/slots/series` (issue 36 item 6): office hours, the same time on
 * the chosen weekdays (0 Sunday … 6 Saturday) for `weeks` weeks from `firstDay`, on the
 * school's clock. Each slot is checked as one slot is; one bad slot refuses the series.
 */
export const CreateMeetingSeriesBody = z.object({
  firstDay: IsoDay,
  startTime: WallClockTime,
  endTime: WallClockTime,
  weekdays: z
    .array(
      z
        .number()
        .check(
          z.int(),
          z.gte(0, 'a weekday is 0 (Sunday) to 6 (Saturday)'),
          z.lte(6, 'a weekday is 0 (Sunday) to 6 (Saturday)'),
        ),
    )
    .check(z.minLength(1, 'choose at least one day'), z.maxLength(7)),
  weeks: z
    .number()
    .check(
      z.int('must be a whole number of weeks'),
      z.gte(1, 'at least 1 week'),
      z.lte(MEETING_SERIES_WEEKS_MAX, `at most ${String(MEETING_SERIES_WEEKS_MAX)} weeks`),
    ),
  location: optionalText(MEETING_LOCATION_MAX),
  note: optionalText(MEETING_NOTE_MAX),
})
export type CreateMeetingSeriesBody = z.infer<typeof CreateMeetingSeriesBody>

/**
 * `GET /api/v1/me/meetings`: the signed-in student's booked meetings ahead (as the guest),
 * and whether they may publish slots themselves (staff, school admins, club officers).
 */
export const MyMeetings = z.object({
  canPublish: z.boolean(),
  booked: z.array(MeetingSlot),
})
export type MyMeetings = z.infer<typeof MyMeetings>

export const MeetingSlotParams = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(64)),
})

/** A booked meeting's host and guest are reminded this long before it starts. */
export const MEETING_REMINDER_MS = 15 * 60 * 1000

/** What changed about a slot, sent to its host and guest (`soon`: the reminder). */
export const MeetingStatus = z.enum(['booked', 'cancelled', 'removed', 'soon'])
export type MeetingStatus = z.infer<typeof MeetingStatus>

/** The realtime frame: a hint to refetch the slot's owner's list. */
export const MeetingFrame = z.object({
  type: z.literal('meeting'),
  slotUid: z.string(),
  status: MeetingStatus,
})

/** The hello frame's `meetings` fields. */
export const MeetingsHello = z.object({
  /** Upcoming booked meetings the student hosts or attends. */
  upcoming: z.number(),
})
