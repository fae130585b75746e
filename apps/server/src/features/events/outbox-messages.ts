/**
 * The outbox messages the events feature emits (decision 023): their payloads, by name.
 * Each reports something that happened to a campus event (`event.*`).
 */
declare module '../../platform/outbox/messages.ts' {
  interface OutboxMessages {
    /**
     * An event became visible to its audience: created published, or a draft or a
     * member's proposal published (`byUserId` did it). One per occurrence of a series.
     */
    'event.published': { eventId: number; clubId: number | null; byUserId: number }
    /** A member proposed an event for their club; its officers decide (spec 3 `newEventFromMember`). */
    'event.proposed': { eventId: number; clubId: number; byUserId: number }
    /** Staff returned a club event waiting for approval to a draft, with a note (decision 106). */
    'event.returned': { eventId: number; clubId: number; byUserId: number; note: string }
    /** A published event changed in a way attendees and calendars must see (`sequence` bumped). */
    'event.updated': { eventId: number; byUserId: number }
    /** A published event was cancelled; everyone who had answered is told. */
    'event.cancelled': { eventId: number; byUserId: number; reason: string | null }
    /** A student's RSVP changed (`status` null: they took it back). */
    'event.rsvp_changed': {
      eventId: number
      userId: number
      status: 'going' | 'interested' | 'not_going' | 'waitlisted' | null
      previous: 'going' | 'interested' | 'not_going' | 'waitlisted' | null
    }
    /**
     * A place freed and a waitlisted student was moved to the main list (spec 3
     * `promotionToEventMainList`); `byUserId` freed it (who left, or raised the capacity).
     */
    'event.promoted': { eventId: number; userId: number; byUserId: number }
    /** An attendee was checked in (the first time only). */
    'event.checked_in': { eventId: number; userId: number; byUserId: number }
  }
}

export {}
