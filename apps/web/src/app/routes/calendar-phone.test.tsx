import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { at, calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The agenda (the phone's default), the visitor's share mode, and the subscription panel.
 */
const items = [
  calendarItem({
    id: 'quiz',
    title: 'Pub quiz',
    source: 'clubs',
    clubName: 'Debate Union',
    location: 'Student bar',
    dateStart: at(2026, 3, 11, 19),
    dateEnd: at(2026, 3, 11, 21),
  }),
  calendarItem({
    id: 'open-day',
    title: 'Open day',
    isAllDay: true,
    dateStart: '2026-03-20',
    dateEnd: '2026-03-20',
  }),
  calendarItem({
    id: 'exams',
    title: 'Exam period',
    isAllDay: true,
    dateStart: '2026-03-23',
    dateEnd: '2026-03-25',
  }),
]

beforeAll(async () => {
  await import('./calendar.tsx')
}, 60_000)
afterEach(() => {
  vi.useRealTimers()
})

describe('/calendar on a phone, for a visitor, and Subscribe', () => {
  it('opens the agenda below the md breakpoint: days with their events', async () => {
    setViewportWidth(390)
    server.use(...calendarHandlers(items).handlers)
    renderRoute('/calendar?date=2026-03-10')
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true')
    const day = (await screen.findByRole('heading', { name: 'Wednesday, March 11, 2026' }))
      .parentElement
    expect(day).not.toBeNull()
    const quiz = within(day ?? document.body).getByRole('link', { name: /^Pub quiz/ })
    expect(quiz).toHaveAccessibleName(/Pub quiz, .*7:00.*Student bar, Debate Union, My clubs/)
    expect(screen.getByRole('heading', { name: 'Friday, March 20, 2026' })).toBeInTheDocument()
    // A one-day item is just "All day"; a longer one names its first and last days.
    expect(screen.getByRole('link', { name: /^Open day/ })).toHaveAccessibleName(
      /^Open day, All day, /,
    )
    expect(screen.getAllByRole('link', { name: /^Exam period/ })[0]).toHaveAccessibleName(
      /^Exam period, All day, Mon, Mar 23 to Wed, Mar 25, /,
    )
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })

  it('opens the current month at today, its earlier days one tap away (issue 30 bug 2)', async () => {
    // Only the clock's date is the test's: timers stay real, so waits still wait.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 24, 12))
    setViewportWidth(390)
    server.use(...calendarHandlers(items).handlers)
    const { user } = renderRoute('/calendar')
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument()
    // The exams run over today: the agenda starts there, not at the 11th.
    expect(await screen.findByRole('heading', { name: 'Tuesday, March 24, 2026' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show earlier this month (3)' }))
    expect(screen.getByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Show earlier/ })).toBeNull()
  })

  it('shows a visitor the public events with no token, no toggles and a sign-in link', async () => {
    setViewportWidth(1280)
    const fake = calendarHandlers(items)
    server.use(...fake.handlers)
    renderRoute('/calendar?share=1&view=month&date=2026-03-10', { user: null })
    await screen.findByRole('link', { name: /^Pub quiz/ })
    expect(fake.calls.authorizations).toEqual([null])
    expect(screen.getByRole('link', { name: /^Pub quiz/ })).toHaveAttribute(
      'href',
      '/events/quiz?share=1',
    )
    expect(screen.queryByRole('group', { name: /Show events from/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(
      within(main).getByRole('link', { name: 'Sign in to see your own events' }),
    ).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/calendar?view=month&date=2026-03-10')}`,
    )
  })

  it('subscribes: the address to copy, and a reset that asks first', async () => {
    setViewportWidth(1280)
    const fake = calendarHandlers(items, { url: '/ical/first.ics', includeClubs: false })
    server.use(...fake.handlers)
    renderRoute('/calendar?view=agenda&date=2026-03-10')
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your calendar app' })
    const address = await within(dialog).findByRole('textbox', { name: 'Your personal address' })
    expect(address).toHaveValue('http://localhost:3000/ical/first.ics')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }))
    expect(within(dialog).getByRole('heading', { name: 'Reset your address?' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }))
    await waitFor(() => {
      expect(within(dialog).getByRole('textbox', { name: 'Your personal address' })).toHaveValue(
        'http://localhost:3000/ical/token-1.ics',
      )
    })
    expect(fake.calls.feedTokens).toEqual([{ includeClubs: false }])
    expect(within(dialog).getByText(/old one no longer works/)).toBeInTheDocument()
    // My clubs too: a new address as well, so it asks first.
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Include my clubs’ events' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a new address' }))
    await waitFor(() => {
      expect(fake.calls.feedTokens).toEqual([{ includeClubs: false }, { includeClubs: true }])
    })
  })
})
