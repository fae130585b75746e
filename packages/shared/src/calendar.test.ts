import { describe, expect, it } from 'vitest'
import { calendarSpan } from './calendar.ts'

/** Spec 9 "Calendar": the three display rules, in the viewer's zone (the test runs in UTC or any zone). */
describe('calendarSpan (spec 9)', () => {
  const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)

  it('shows a 10-minute event as 15 minutes', () => {
    const start = at(2026, 3, 10, 9, 0)
    const span = calendarSpan({
      dateStart: start.toISOString(),
      dateEnd: at(2026, 3, 10, 9, 10).toISOString(),
      isAllDay: false,
    })
    expect(span.start).toEqual(start)
    expect(span.end).toEqual(at(2026, 3, 10, 9, 15))
  })

  it('extends an all-day event by 24 hours, ending a minute before the next midnight', () => {
    const span = calendarSpan({ dateStart: '2026-03-10', dateEnd: '2026-03-10', isAllDay: true })
    expect(span.start).toEqual(at(2026, 3, 10))
    expect(span.end).toEqual(at(2026, 3, 10, 23, 59))
  })

  it('spans every day of a multi-day all-day event', () => {
    const span = calendarSpan({ dateStart: '2026-03-28', dateEnd: '2026-03-30', isAllDay: true })
    expect(span.start).toEqual(at(2026, 3, 28))
    expect(span.end).toEqual(at(2026, 3, 30, 23, 59))
  })

  it('ends an event that ends exactly at midnight a minute earlier', () => {
    const span = calendarSpan({
      dateStart: at(2026, 3, 10, 22).toISOString(),
      dateEnd: at(2026, 3, 11).toISOString(),
      isAllDay: false,
    })
    expect(span.end).toEqual(at(2026, 3, 10, 23, 59))
  })

  it('leaves an ordinary event as it is', () => {
    const span = calendarSpan({
      dateStart: at(2026, 3, 10, 18).toISOString(),
      dateEnd: at(2026, 3, 10, 20, 30).toISOString(),
      isAllDay: false,
    })
    expect(span.end).toEqual(at(2026, 3, 10, 20, 30))
  })
})
