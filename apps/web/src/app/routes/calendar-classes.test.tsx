import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setViewportWidth } from '../../test/browser-gaps.ts'
import { at, calendarHandlers, calendarItem } from '../../test/fake-calendar.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * Classes beside events (issue 17, decision 051): their own source toggle, course code
 * and place in words, and clashes said in words on both sides: the class's from the
 * server's `clashes`, the event's worked out here.
 */
const lecture = calendarItem({
  id: 'class:M-S-101:2026-03-10',
  kind: 'class',
  source: 'classes',
  title: 'Programming',
  courseCode: 'CS 101',
  location: 'Hall A',
  dateStart: at(2026, 3, 10, 9),
  dateEnd: at(2026, 3, 10, 10, 30),
  clashes: [{ id: 'fair', title: 'Careers fair' }],
})
const items = [
  lecture,
  calendarItem({
    id: 'fair',
    title: 'Careers fair',
    source: 'mine',
    viewerRsvp: 'going',
    dateStart: at(2026, 3, 10, 10),
    dateEnd: at(2026, 3, 10, 12),
  }),
  calendarItem({
    id: 'class:M-S-202:2026-03-11',
    kind: 'class',
    source: 'classes',
    title: 'Linear algebra',
    courseCode: 'MA 201',
    dateStart: at(2026, 3, 11, 14),
    dateEnd: at(2026, 3, 11, 15),
    clashes: [],
  }),
  // Interested only: overlapping the algebra class is no clash.
  calendarItem({
    id: 'talk',
    title: 'Poetry talk',
    viewerRsvp: 'interested',
    dateStart: at(2026, 3, 11, 14),
    dateEnd: at(2026, 3, 11, 15),
  }),
]

/** The week of 10 March 2026, once its first class is drawn. */
async function openWeek() {
  setViewportWidth(1280)
  const { handlers, calls } = calendarHandlers(items)
  server.use(...handlers)
  const { router } = renderRoute('/calendar?view=week&date=2026-03-10')
  await screen.findByRole('link', { name: /^CS 101 Programming/ })
  return { router, calls }
}

// The lazy section is compiled once, before the first test's wait.
beforeAll(() => import('./calendar.tsx'), 60_000)

const link = (name: RegExp) => screen.getByRole('link', { name })

describe('/calendar classes', () => {
  it('shows a class with its course code, place and source, linking to the courses', async () => {
    await openWeek()
    const algebra = link(/^MA 201 Linear algebra/)
    expect(algebra).toHaveAccessibleName(/MA 201 Linear algebra, .*2:00.*3:00.*My classes$/)
    expect(algebra).toHaveAttribute('href', '/edu')
    expect(algebra).toHaveTextContent('MA 201 Linear algebra')
    expect(link(/^Poetry talk/)).not.toHaveAccessibleName(/Clashes/)
  })

  it('says a class clashes with an event the student is going to, and the event with it', async () => {
    await openWeek()
    expect(link(/^CS 101 Programming/)).toHaveAccessibleName(
      /CS 101 Programming, .*9:00.*10:30.*Hall A, My classes, Clashes with Careers fair/,
    )
    expect(link(/^Careers fair/)).toHaveAccessibleName(
      /Careers fair, .*My events, Clashes with CS 101 Programming/,
    )
    // Seen as well as heard: the warning sign before the title.
    expect(link(/^CS 101 Programming/)).toHaveTextContent('⚠CS 101 Programming')
  })

  it('has a "My classes" toggle that hides the classes and keeps the choice in the address', async () => {
    const { router, calls } = await openWeek()
    const toggle = screen.getByRole('button', { name: 'My classes' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(toggle)
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: /CS 101/ })).not.toBeInTheDocument()
    })
    expect(router.state.location.search).toBe(
      '?view=week&date=2026-03-10&sources=mine%2Cclubs%2Cschool%2Cmeetings',
    )
    // With the class hidden, the event no longer says it clashes with it.
    expect(link(/^Careers fair/)).not.toHaveAccessibleName(/Clashes/)
    expect(calls.ranges).toHaveLength(1)
  })
})
