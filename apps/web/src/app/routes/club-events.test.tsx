import { ClubAbout, EventPage } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { fakeEvent } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/* A club's page lists the club's next events (issue 15 item 2), composed in by the club route. */
describe('a club’s upcoming events (/_/_/clubs/c-photo)', () => {
  it('lists the next three with a link to the rest', async () => {
    const asked: URLSearchParams[] = []
    const club = fakeClub({ id: 'c-photo', name: 'Photography Club', membership: 'member' })
    const events = ['Darkroom workshop', 'Portrait walk', 'Night shoot', 'Exhibition'].map(
      (title, index) => fakeEvent({ id: `e${String(index)}`, title }),
    )
    server.use(
      clubLayout(),
      http.get(`${ORIGIN}/api/v1/clubs/c-photo/about`, () =>
        answer(ClubAbout, { club, officers: [], additionalInfo: [] }),
      ),
      http.get(`${ORIGIN}/api/v1/events`, ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return answer(EventPage, { items: events, nextCursor: null })
      }),
    )
    renderRoute('/_/_/clubs/c-photo')
    const section = await screen.findByRole('region', { name: 'Upcoming events' })
    const titles = await within(section).findAllByRole('heading', { level: 3 })
    expect(titles.map((title) => title.textContent)).toEqual([
      'Darkroom workshop',
      'Portrait walk',
      'Night shoot',
    ])
    expect(within(section).getByRole('link', { name: /See all/ })).toHaveAttribute(
      'href',
      '/events?club=c-photo',
    )
    await waitFor(() => {
      expect(asked[0]?.get('scope')).toBe('club')
    })
    expect(asked[0]?.get('clubId')).toBe('c-photo')
  })
})
