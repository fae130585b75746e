import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { at, calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Booked meetings in the calendar (issue 36 item 6, decision 099): "Meeting with" the other
 * person, their own toggle and look, leading to /meetings, and a clash with an event the
 * student is going to said in words on both.
 */
const meeting = calendarItem({
  id: 'meeting:slot-1',
  kind: 'meeting',
  source: 'meetings',
  title: 'Grace Mensah',
  location: 'Advising office',
  dateStart: at(2026, 3, 10, 10),
  dateEnd: at(2026, 3, 10, 10, 30),
})
const talk = calendarItem({
  id: 'talk',
  title: 'Poetry talk',
  source: 'mine',
  viewerRsvp: 'going',
  dateStart: at(2026, 3, 10, 10),
  dateEnd: at(2026, 3, 10, 11),
})

// The calendar's lazy section loads once, before the test's clock starts (a cold import is slow).
beforeAll(() => import('./calendar.tsx'), 60_000)

describe('/calendar meetings', () => {
  it('draws a booked meeting in its own look, linked to the meetings page, with its toggle', async () => {
    setViewportWidth(1280)
    const { handlers } = calendarHandlers([meeting, talk])
    server.use(...handlers)
    renderRoute('/calendar?view=week&date=2026-03-10')
    const link = await screen.findByRole('link', { name: /^Meeting with Grace Mensah/ })
    expect(link).toHaveAttribute('href', '/meetings')
    expect(link.className).toContain('border-double')
    expect(link).toHaveAccessibleName(/Advising office.*My meetings.*Clashes with Poetry talk/)
    expect(screen.getByRole('link', { name: /^Poetry talk/ })).toHaveAccessibleName(
      /Clashes with Meeting with Grace Mensah/,
    )
    fireEvent.click(screen.getByRole('button', { name: 'My meetings' }))
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: /^Meeting with/ })).not.toBeInTheDocument()
    })
  })
})
