import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeClub } from '../../test/fake-club.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { fakeEventsApi } from './events-fakes.ts'

/*
 * The /events listing's detail: views and filters kept in the URL, cursor paging, the
 * recommendations and their switch, empty states, who sees "Create event", and share mode.
 * Layout, axe and the real server are e2e (e2e/tests/events.spec.ts).
 */
const results = () => screen.findByRole('region', { name: 'Events' })

const workshop = fakeEvent({ id: 'e1', title: 'Darkroom workshop', capacity: 10, goingCount: 7 })
const full = fakeEvent({
  id: 'e2',
  title: 'Portrait walk',
  capacity: 2,
  goingCount: 2,
  viewerRsvp: 'waitlisted',
})
const fair = fakeEvent({ id: 'e3', title: 'Careers fair', club: null, goingCount: 40 })
const called = fakeEvent({
  id: 'e4',
  title: 'Night sky shoot',
  status: 'cancelled',
  cancelReason: 'Storm warning',
  viewerRsvp: 'going',
})

describe('events (/events)', () => {
  it('lists upcoming events as cards: places, the student’s answer, cancelled struck through', async () => {
    const calls = fakeEventsApi({ events: [workshop, full, fair, called] })
    renderRoute('/events')
    const region = await results()
    const titles = await within(region).findAllByRole('heading', { level: 3 })
    expect(titles.map((title) => title.textContent)).toEqual([
      'Darkroom workshop',
      'Portrait walk',
      'Careers fair',
      'Night sky shoot',
    ])
    expect(within(region).getByRole('link', { name: 'Darkroom workshop' })).toHaveAttribute(
      'href',
      '/events/e1',
    )
    expect(within(region).getByText('3 places left')).toBeInTheDocument()
    expect(within(region).getByText('Full — waitlist')).toBeInTheDocument()
    expect(within(region).getByText('40 going')).toBeInTheDocument()
    expect(within(region).getByText('School event')).toBeInTheDocument()
    expect(within(region).getByText('Waitlisted')).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Night sky shoot' })).toHaveClass(
      'line-through',
    )
    expect(within(region).getByText('Cancelled')).toBeInTheDocument()
    const asked = calls.list[0]?.searchParams
    expect(asked?.get('from')).toBeTruthy()
    expect(asked?.has('to')).toBe(false)
    expect(asked?.has('scope')).toBe(false)
    expect(calls.auth[0]).toBe('Bearer aaa.bbb.ccc')
  })

  it('keeps the view, category, club and search in the URL and asks the server for them', async () => {
    const calls = fakeEventsApi({ events: [workshop] })
    const { router, user } = renderRoute('/events')
    await results()
    await user.click(screen.getByRole('button', { name: 'This week' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=week')
    })
    await waitFor(() => {
      expect(calls.list.at(-1)?.searchParams.get('to')).toBeTruthy()
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Career')
    await user.selectOptions(
      await screen
        .findByRole('option', { name: 'Photography Club' })
        .then(() => screen.getByRole('combobox', { name: 'Club' })),
      'Photography Club',
    )
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'dark')
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=week&club=c-photo&category=career&q=dark')
    })
    await waitFor(() => {
      const last = calls.list.at(-1)?.searchParams
      expect(last?.get('search')).toBe('dark')
      expect(last?.get('category')).toBe('career')
      expect(last?.get('scope')).toBe('club')
      expect(last?.get('clubId')).toBe('c-photo')
    })
    await user.click(screen.getByRole('button', { name: 'Mine' }))
    await waitFor(() => {
      expect(calls.list.at(-1)?.searchParams.get('scope')).toBe('mine')
    })
    // "Mine" is the student's own answers: no club filter beside it. The filters change in a
    // transition: the request goes out while the old screen still shows, so wait for the new.
    await waitFor(() => {
      expect(screen.queryByRole('combobox', { name: 'Club' })).not.toBeInTheDocument()
    })
  })

  it('pages by cursor with Load more until the end', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      fakeEvent({ id: `m${String(index)}`, title: `Meeting ${String(index + 1)}` }),
    )
    const calls = fakeEventsApi({ events: many, pageSize: 3 })
    const { user } = renderRoute('/events')
    const region = await results()
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(3)
    await user.click(within(region).getByRole('button', { name: 'Load more events' }))
    await waitFor(() => {
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(5)
    })
    expect(calls.list.at(-1)?.searchParams.get('cursor')).toBe('3')
    expect(within(region).getByText('That is every event.')).toBeInTheDocument()
  })

  it('says a full recommended event means the waitlist (issue 30 bug 6)', async () => {
    const soldOut = fakeEvent({ id: 'gig', title: 'Sold-out gig', capacity: 2, goingCount: 2 })
    fakeEventsApi({ events: [workshop], recommended: [fair, soldOut] })
    renderRoute('/events')
    const list = await screen.findByRole('list', { name: 'Recommended events' })
    const [open, waitlist] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(open).not.toHaveTextContent('Full: join the waitlist')
    expect(waitlist).toHaveTextContent('Full: join the waitlist')
  })

  it('recommends events with their reasons, and the switch turns them off', async () => {
    const calls = fakeEventsApi({ events: [workshop], recommended: [fair] })
    const { user } = renderRoute('/events')
    const strip = await screen.findByRole('region', { name: 'Recommended for you' })
    const list = await within(strip).findByRole('list', { name: 'Recommended events' })
    expect(within(list).getByRole('link', { name: 'Careers fair' })).toBeInTheDocument()
    expect(within(list).getByText('3 of your connections are going')).toBeInTheDocument()
    const toggle = within(strip).getByRole('switch', { name: 'Recommendations' })
    expect(toggle).toHaveAccessibleDescription(/interests, your clubs/)
    await user.click(toggle)
    await waitFor(() => {
      expect(calls.preferences).toEqual([{ recommendations: false }])
    })
    expect(await within(strip).findByText(/Recommendations are off/)).toBeInTheDocument()
    expect(within(strip).getByRole('switch', { name: 'Recommendations' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  })

  it('says what to do when a view or a filter is empty', async () => {
    fakeEventsApi({ events: [workshop] })
    const { router, user } = renderRoute('/events?view=mine')
    const region = await results()
    expect(await within(region).findByText(/not answered any upcoming event/)).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'See upcoming events' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
    await router.navigate('/events?q=zzz')
    expect(await within(await results()).findByText(/No event matches/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => {
      expect(router.state.location.search).toBe('')
    })
  })

  it('offers “Create event” to a club’s officer, not to a plain member', async () => {
    fakeEventsApi({
      events: [workshop],
      clubs: [fakeClub({ id: 'c-photo', name: 'Photography Club', membership: 'officer' })],
    })
    const first = renderRoute('/events')
    expect(await screen.findByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      '/events/new',
    )
    first.unmount()
    fakeEventsApi({ events: [workshop] })
    renderRoute('/events')
    await results()
    await screen.findByRole('option', { name: 'Photography Club' })
    expect(screen.queryByRole('link', { name: 'Create event' })).not.toBeInTheDocument()
  })

  it('share mode: a visitor sees the public listing without a token, and a sign-in link', async () => {
    const calls = fakeEventsApi({ events: [workshop] })
    renderRoute('/events?share=1', { user: null })
    const region = await results()
    expect(await within(region).findByRole('link', { name: 'Darkroom workshop' })).toHaveAttribute(
      'href',
      '/events/e1?share=1',
    )
    expect(calls.auth).toEqual([null])
    expect(screen.queryByRole('button', { name: 'Mine' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Recommended for you' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fevents',
    )
  })
})
