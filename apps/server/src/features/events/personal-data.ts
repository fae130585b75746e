import { and, asc, eq } from 'drizzle-orm'
import { calendarFeeds } from '../../db/schema/calendar.ts'
import { eventPreferences, eventRsvps, events } from '../../db/schema/events.ts'
import { revokeLinks } from '../../platform/integrations/revocable-links.ts'
import type { PersonalDataPart } from '../../platform/personal-data.ts'
import { FEED_PURPOSE } from './feed.service.ts'
import { createdEventsPart } from './personal-data-created.ts'
import { removeRsvp } from './rsvp.service.ts'
import { lockEvent } from './waitlist.ts'

const iso = (at: Date | null) => at?.toISOString() ?? null

/**
 * The student's answers to events (issue 18 item 4: "RSVPs and check-ins"): status,
 * ticket, registration answers (with the questions they answer), when they answered and
 * were checked in. Who checked them in is the club's record, not theirs: left out.
 */
const eventRsvpsPart: PersonalDataPart = {
  name: 'event-rsvps',
  describes: {
    what: 'Your answers to events, your tickets, registration answers and check-ins',
    kept: 'Until you take the answer back or delete your account',
  },
  async export(db, subject) {
    const rows = await db
      .select({ rsvp: eventRsvps, event: events })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, subject.userId))
      .orderBy(asc(events.startsAt), asc(events.id))
    return {
      records: rows.map(({ rsvp, event }) => ({
        event: { uid: event.uid, title: event.title, startsAt: event.startsAt.toISOString() },
        status: rsvp.status,
        ticketCode: rsvp.ticketCode,
        answers: Object.entries(rsvp.answers ?? {}).map(([id, answer]) => ({
          question: event.questions.find((question) => question.id === id)?.label ?? id,
          answer,
        })),
        respondedAt: rsvp.respondedAt.toISOString(),
        updatedAt: rsvp.updatedAt.toISOString(),
        remindedAt: iso(rsvp.remindedAt),
        checkedInAt: iso(rsvp.checkedInAt),
      })),
    }
  },
  /**
   * Every answer goes, past and cancelled events' too (it is purely about the student),
   * through the one removal path (`removeRsvp`): the going and waitlist counts others see
   * stay exact and a going place freed at an event still ahead goes to the first in line,
   * who hears of it. Events are locked in id order, and each answer is read again under
   * its event's lock, so a promotion committed meanwhile is counted as it now stands.
   */
  async erase(tx, subject) {
    const answered = await tx
      .select({ eventId: eventRsvps.eventId })
      .from(eventRsvps)
      .where(eq(eventRsvps.userId, subject.userId))
      .orderBy(asc(eventRsvps.eventId))
    const deps = { outbox: subject.outbox, school: subject.school }
    for (const { eventId } of answered) {
      const event = await lockEvent(tx, eventId)
      const [mine] = await tx
        .select({
          eventId: eventRsvps.eventId,
          userId: eventRsvps.userId,
          status: eventRsvps.status,
        })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, subject.userId)))
      if (mine) await removeRsvp(tx, deps, event, mine)
    }
    // Check-ins the student did as an officer (`checked_in_by` on others' answers) stay:
    // they are the club's record of its door, no answer reads them, and the id now names
    // "Deleted student" (decision 058 keeps the account row for such references).
  },
}

/**
 * The student's event settings: whether recommendations are on (issue 15 item 5), and
 * their personal calendar feed (decision 036) — that one exists and whether it carries
 * their clubs' events, never its address (a signed link, a credential).
 */
const eventSettingsPart: PersonalDataPart = {
  name: 'event-settings',
  describes: {
    what: 'Your event recommendations setting and your personal calendar feed',
    kept: 'Until you change them or delete your account',
  },
  async export(db, subject) {
    const [preferences] = await db
      .select({
        recommendations: eventPreferences.recommendations,
        updatedAt: eventPreferences.updatedAt,
      })
      .from(eventPreferences)
      .where(eq(eventPreferences.userId, subject.userId))
    const [feed] = await db
      .select({ includeClubs: calendarFeeds.includeClubs, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, subject.userId))
    return {
      records: {
        preferences: preferences
          ? { ...preferences, updatedAt: preferences.updatedAt.toISOString() }
          : null,
        calendarFeed: feed ? { ...feed, createdAt: feed.createdAt.toISOString() } : null,
      },
    }
  },
  /**
   * Both rows go. The feed's address is a signed link that outlives its row (the account
   * row stays, so its uid still resolves): revoking it makes a subscribed calendar app get
   * 410 instead of an empty calendar forever.
   */
  async erase(tx, subject) {
    await tx.delete(eventPreferences).where(eq(eventPreferences.userId, subject.userId))
    const feeds = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, subject.userId))
      .returning({ userId: calendarFeeds.userId })
    if (feeds.length === 0) return
    await revokeLinks(tx, {
      schoolId: subject.school.id,
      purpose: FEED_PURPOSE,
      subject: subject.uid,
    })
  },
}

/** What the events feature keeps about a student (issue 18 item 4). */
export const eventsPersonalData: PersonalDataPart[] = [
  eventRsvpsPart,
  eventSettingsPart,
  createdEventsPart,
]
