import { CalendarItem } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { firstHourShown, placeItems, timedSegments } from './calendar-layout.ts'
import { visibleRange } from './calendar-dates.ts'
import { readCalendarState, writeCalendarState } from './calendar-params.ts'

const at = (hour: number, minute = 0, day = 10) =>
  new Date(2026, 2, day, hour, minute).toISOString()
const item = (id: string, start: string, end: string, going = true) =>
  CalendarItem.parse({
    id,
    kind: 'event',
    source: 'mine',
    title: id,
    dateStart: start,
    dateEnd: end,
    isAllDay: false,
    location: null,
    clubName: null,
    viewerRsvp: going ? 'going' : 'interested',
    cancelled: false,
  })
const all = ['mine', 'clubs', 'school', 'classes', 'meetings'] as const

describe('calendar layout', () => {
  it('lays overlapping items side by side, and a later one back in the first column', () => {
    const placed = placeItems(
      [
        item('a', at(9), at(11)),
        item('b', at(10), at(12)),
        item('c', at(11), at(12)),
        item('d', at(13), at(14)),
      ],
      all,
    )
    const segments = timedSegments(placed, new Date(2026, 2, 10))
    expect(segments.map((s) => [s.placed.item.id, s.column, s.columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ])
  })

  it('names clashes only between items the student is going to, by their real times', () => {
    const placed = placeItems(
      [
        item('talk', at(10), at(10, 10)),
        item('next', at(10, 10), at(11)),
        item('lab', at(10, 5), at(11)),
        item('maybe', at(10), at(11), false),
      ],
      all,
    )
    const clashes = Object.fromEntries(placed.map((p) => [p.item.id, p.clashesWith]))
    expect(clashes).toEqual({ talk: ['lab'], lab: ['talk', 'next'], next: ['lab'], maybe: [] })
  })

  it('opens the time grid an hour before the first timed item of its days, or at 8:00', () => {
    const days = [new Date(2026, 2, 10), new Date(2026, 2, 11)]
    const evening = placeItems(
      [item('a', at(19), at(20)), item('b', at(18, 30, 11), at(20, 0, 11))],
      all,
    )
    expect(firstHourShown(evening, days)).toBe(17)
    const early = placeItems(
      [item('run', at(6, 0, 11), at(7, 0, 11)), item('c', at(9), at(10))],
      all,
    )
    expect(firstHourShown(early, days)).toBe(5)
    // Nothing timed these days (another day's item, an all-day one): the student's morning.
    const elsewhere = placeItems([item('d', at(19, 0, 12), at(20, 0, 12))], all)
    expect(firstHourShown(elsewhere, days)).toBe(8)
    expect(firstHourShown(placeItems([item('e', at(0, 30), at(1))], all), days)).toBe(0)
  })

  it('keeps sources in the address only when some are off', () => {
    const params = writeCalendarState(new URLSearchParams('share=1'), { sources: ['mine'] })
    expect(params.toString()).toBe('share=1&sources=mine')
    expect(writeCalendarState(params, { sources: [...all] }).toString()).toBe('share=1')
    expect(
      readCalendarState(new URLSearchParams('view=nope&date=x'), 'agenda', new Date(2026, 2, 10)),
    ).toEqual({ view: 'agenda', date: '2026-03-10', sources: all })
  })

  it('gives the month view 42 days from a Monday', () => {
    const { start, end } = visibleRange('month', new Date(2026, 5, 15))
    expect(start).toEqual(new Date(2026, 5, 1))
    expect((end.getTime() - start.getTime()) / 86_400_000).toBeCloseTo(42, 0)
  })
})
