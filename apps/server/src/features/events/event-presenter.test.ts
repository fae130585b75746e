import { describe, expect, it } from 'vitest'
import { wallClock } from './event-dates.ts'
import { presentEvent, type EventRow } from './event-presenter.ts'

const row = (over: Partial<EventRow>): EventRow => ({
  id: 1,
  uid: 'e-1',
  schoolId: 1,
  clubId: null,
  seriesId: null,
  detached: false,
  createdBy: null,
  status: 'published',
  title: 'Night market',
  description: '',
  startsAt: new Date('2026-03-28T18:00:00Z'),
  endsAt: new Date('2026-03-28T20:00:00Z'),
  allDay: false,
  timeZone: 'Europe/Berlin',
  location: null,
  roomId: null,
  onlineUrl: null,
  coverUrl: null,
  category: null,
  tags: [],
  capacity: null,
  isPublic: true,
  questions: [],
  goingCount: 0,
  waitlistCount: 0,
  sequence: 0,
  publishedAt: null,
  cancelledAt: null,
  cancelReason: null,
  reviewNote: null,
  moderationHiddenAt: null,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  updatedAt: new Date('2026-03-01T00:00:00Z'),
  ...over,
})
const viewing = { club: null, series: null, viewerRsvp: null, canManage: false }

describe('presentEvent', () => {
  it("reads times on the event's own wall clock, before and after a DST change", () => {
    expect(wallClock(new Date('2026-03-28T18:00:00Z'), 'Europe/Berlin')).toBe('2026-03-28T19:00')
    expect(wallClock(new Date('2026-03-29T17:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29T19:00')
    const event = presentEvent(row({}), viewing)
    expect(event.localStart).toBe('2026-03-28T19:00')
    expect(event.localEnd).toBe('2026-03-28T21:00')
  })

  it("gives an all-day event's first and last dates, the end inclusive", () => {
    const event = presentEvent(
      row({
        allDay: true,
        startsAt: new Date('2026-03-27T23:00:00Z'),
        endsAt: new Date('2026-03-29T22:00:00Z'),
      }),
      viewing,
    )
    expect(event.localStart).toBe('2026-03-28')
    expect(event.localEnd).toBe('2026-03-29')
  })
})
