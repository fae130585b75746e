import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { at, calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The month view: a 6-week grid from Monday, spec 9's display rules, sources kept in the
 * address, and the grid's keys. Layout in pixels and axe are e2e's (calendar.spec.ts).
 */
const items = [
  calendarItem({ id: 'talk', title: 'Lightning talk', ...span(10, 10, 10, 10) }),
  calendarItem({
    id: 'fair',
    title: 'Clubs fair',
    isAllDay: true,
    dateStart: '2026-03-12',
    dateEnd: '2026-03-12',
    source: 'school',
  }),
  calendarItem({
    id: 'late',
    title: 'Film night',
    source: 'clubs',
    clubName: 'Film Club',
    dateStart: at(2026, 3, 13, 22),
    dateEnd: at(2026, 3, 14, 0),
  }),
]

function span(day: number, hour: number, minute: number, minutes: number) {
  return {
    dateStart: at(2026, 3, day, hour, minute),
    dateEnd: at(2026, 3, day, hour, minute + minutes),
    source: 'mine' as const,
  }
}

function open(path: string) {
  setViewportWidth(1280)
  const fake = calendarHandlers(items)
  server.use(...fake.handlers)
  return { ...renderRoute(path), calls: fake.calls }
}

// The lazy section is compiled once before the first test, not inside its wait.
beforeAll(async () => {
  await import('./calendar.tsx')
}, 60_000)

const cell = (name: RegExp) => screen.getByRole('gridcell', { name })

describe('/calendar month view', () => {
  it('starts its weeks on Monday and shows six of them, one request for the range', async () => {
    const { calls } = open('/calendar?view=month&date=2026-03-10')
    const grid = await screen.findByRole('grid', { name: 'March 2026' })
    const headers = within(grid).getAllByRole('columnheader')
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    const cells = within(grid).getAllByRole('gridcell')
    expect(cells).toHaveLength(42)
    // 1 March 2026 is a Sunday: the grid opens on Monday 23 February.
    expect(cells[0]).toHaveAttribute('data-day', '2026-02-23')
    await waitFor(() => {
      expect(cell(/March 10, 2026, 1 event/)).toBeInTheDocument()
    })
    expect(calls.ranges).toHaveLength(1)
    expect(calls.ranges[0]?.get('from')).toBe(new Date(2026, 1, 23).toISOString())
    expect(calls.ranges[0]?.get('to')).toBe(new Date(2026, 3, 6).toISOString())
  })

  it('draws spec 9: all-day on its day only, a midnight end stays on its day', async () => {
    open('/calendar?view=month&date=2026-03-10')
    await waitFor(() => {
      expect(cell(/March 12, 2026, 1 event/)).toBeInTheDocument()
    })
    expect(within(cell(/March 12, 2026/)).getByRole('link', { name: /Clubs fair/ })).toBeVisible()
    // Extended by 24 hours and then a minute short of midnight: not on the 13th.
    expect(cell(/March 13, 2026, 1 event/)).toHaveTextContent('Film night')
    // Ends at midnight: drawn to 23:59, so not on the 14th.
    expect(cell(/March 14, 2026, no events/)).toBeInTheDocument()
    expect(cell(/March 10, 2026, 1 event/)).toHaveTextContent('Lightning talk')
  })

  it('keeps the source toggles in the address and hides what is switched off', async () => {
    const { router, calls } = open('/calendar?view=month&date=2026-03-10')
    await screen.findByRole('link', { name: /Film night/ })
    fireEvent.click(screen.getByRole('button', { name: 'My clubs' }))
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'My clubs' })).toHaveAttribute(
        'aria-pressed',
        'false',
      )
    })
    expect(router.state.location.search).toBe(
      '?view=month&date=2026-03-10&sources=mine%2Cschool%2Cclasses%2Cmeetings',
    )
    expect(screen.queryByRole('link', { name: /Film night/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Lightning talk/ })).toBeInTheDocument()
    // Toggling filters what is drawn: no second request.
    expect(calls.ranges).toHaveLength(1)
  })

  it('moves by arrow keys, Home/End and Page Up/Down, one tab stop at a time', async () => {
    const { router } = open('/calendar?view=month&date=2026-03-10')
    await screen.findByRole('link', { name: /Lightning talk/ })
    const start = cell(/March 10, 2026/)
    expect(start).toHaveAttribute('tabindex', '0')
    start.focus()
    fireEvent.keyDown(start, { key: 'ArrowRight' })
    await waitFor(() => {
      expect(cell(/March 11, 2026/)).toHaveFocus()
    })
    expect(router.state.location.search).toContain('date=2026-03-11')
    fireEvent.keyDown(document.activeElement ?? start, { key: 'ArrowDown' })
    await waitFor(() => {
      expect(cell(/March 18, 2026/)).toHaveFocus()
    })
    fireEvent.keyDown(document.activeElement ?? start, { key: 'End' })
    await waitFor(() => {
      expect(cell(/Sunday, March 22, 2026/)).toHaveFocus()
    })
    fireEvent.keyDown(document.activeElement ?? start, { key: 'Home' })
    await waitFor(() => {
      expect(cell(/Monday, March 16, 2026/)).toHaveFocus()
    })
    fireEvent.keyDown(document.activeElement ?? start, { key: 'PageDown' })
    await screen.findByRole('grid', { name: 'April 2026' })
    await waitFor(() => {
      expect(cell(/April 16, 2026/)).toHaveFocus()
    })
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1)
    fireEvent.keyDown(document.activeElement ?? start, { key: 'Enter' })
    await waitFor(() => {
      expect(router.state.location.search).toContain('view=day')
    })
    expect(router.state.location.search).toContain('date=2026-04-16')
  })

  it('steps by month with Previous and Next (two quick clicks, two months)', async () => {
    open('/calendar?view=month&date=2026-03-10')
    await screen.findByRole('grid', { name: 'March 2026' })
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    await screen.findByRole('grid', { name: 'April 2026' })
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }))
    await screen.findByRole('grid', { name: 'February 2026' })
  })
})
