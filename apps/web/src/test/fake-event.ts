import { Event, EventDetail, EventPage } from '@quad/shared'
import { http } from 'msw'
import { answer, localZone, ORIGIN } from './fake-api.ts'

export { localZone }

/**
 * An event as the API answers it, parsed through the contract: a route test says only what
 * its case is about (a title, capacity, the viewer's answer...). Two days from now, 19:00–21:00
 * UTC, in the tests' own zone.
 */
export function fakeEvent(over: Partial<Event> & Pick<Event, 'id' | 'title'>): Event {
  const start = new Date(Date.now() + 2 * 86_400_000)
  start.setUTCHours(19, 0, 0, 0)
  const end = new Date(start.getTime() + 2 * 3_600_000)
  return Event.parse({
    description: `<p>About ${over.title}.</p>`,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    localStart: start.toISOString().slice(0, 16),
    localEnd: end.toISOString().slice(0, 16),
    isAllDay: false,
    timeZone: localZone,
    location: 'Arts Building, Room 104',
    onlineUrl: null,
    coverUrl: null,
    category: 'arts',
    tags: [],
    club: { id: 'c-photo', name: 'Photography Club', logoUrl: null },
    capacity: null,
    goingCount: 0,
    waitlistCount: 0,
    viewerRsvp: null,
    public: true,
    status: 'published',
    seriesId: null,
    recurrence: null,
    cancelReason: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
    canManage: false,
    ...over,
  })
}

/** The event's page answer: the event, its questions and the viewer's answers. */
export function fakeEventDetail(
  over: Partial<EventDetail> & Pick<EventDetail, 'id' | 'title'>,
): EventDetail {
  const {
    questions = [],
    viewerAnswers = null,
    viewerCheckedInAt = null,
    viewerWaitlistPosition = null,
    attendance = null,
    room = null,
    reviewNote = null,
  } = over
  return EventDetail.parse({
    ...fakeEvent(over),
    questions,
    viewerAnswers,
    viewerCheckedInAt,
    viewerWaitlistPosition,
    attendance,
    room,
    reviewNote,
  })
}

/** A club's page also lists the club's events: tests about something else answer none. */
export const noEvents = http.get(`${ORIGIN}/api/v1/events`, () =>
  answer(EventPage, { items: [], nextCursor: null }),
)
