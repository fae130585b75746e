import { ClubListing, Leaderboard, LeaderboardSetting } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The leaderboard (issue 36 item 3): the opted-in students of the school or of one of the
 * viewer's clubs, the viewer's own standing shown to them alone, and the opt-in switch.
 */
const term = { key: '2026-fall', name: 'Fall 2026' }
const leo = { uid: 'u-leo', firstName: 'Leo', lastName: 'Okafor', photoUrl: null }
const ana = { uid: 'u-ana', firstName: 'Ana', lastName: 'Diaz', photoUrl: null }
let puts: unknown[] = []
afterEach(() => {
  puts = []
})

function answerBoards() {
  let optedIn = false
  server.use(
    http.get(`${ORIGIN}/api/v1/badges/leaderboard`, ({ request }) => {
      const club = new URL(request.url).searchParams.get('club')
      return answer(Leaderboard, {
        term,
        club: club ? { uid: club, name: 'Runners' } : null,
        entries: club
          ? [{ ...ana, rank: 1, points: 15 }]
          : [
              { ...leo, rank: 1, points: 40 },
              { ...ana, rank: 2, points: 15 },
            ],
        me: { points: 25, rank: 2, optedIn },
      })
    }),
    http.get(`${ORIGIN}/api/v1/me/leaderboard`, () => answer(LeaderboardSetting, { optedIn })),
    http.put(`${ORIGIN}/api/v1/me/leaderboard`, async ({ request }) => {
      const body = LeaderboardSetting.parse(await request.json())
      puts.push(body)
      optedIn = body.optedIn
      return answer(LeaderboardSetting, body)
    }),
    http.get(`${ORIGIN}/api/v1/clubs`, () =>
      answer(ClubListing, {
        total: 1,
        items: [fakeClub({ id: 'runners', name: 'Runners' })],
        perPage: 20,
        currentPage: 1,
        messages: [],
      }),
    ),
  )
}

describe('the leaderboard (/leaderboard)', () => {
  it('ranks the school’s opted-in students and tells the viewer their own rank alone', async () => {
    renderRoute('/leaderboard')
    // After the shell's handlers, so this student's setting answers before their default.
    answerBoards()
    const list = await screen.findByRole('list', { name: 'Leaderboard of The whole school' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/1.*Leo Okafor.*40 points/),
      expect.stringMatching(/2.*Ana Diaz.*15 points/),
    ])
    expect(screen.getByText(/Points from the badges students earned in Fall 2026/)).toBeVisible()
    expect(screen.getByText('You have 25 points this term: rank 2.')).toBeVisible()
    expect(screen.getByText(/Only you see this/)).toBeVisible()
  })

  it('switches to a club’s board in the URL, and turns the opt-in on at once', async () => {
    const { user } = renderRoute('/leaderboard')
    answerBoards()
    const scope = await screen.findByLabelText('Show')
    await screen.findByRole('option', { name: 'Runners' })
    await user.selectOptions(scope, 'Runners')
    const list = await screen.findByRole('list', { name: 'Leaderboard of Runners' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    const toggle = screen.getByRole('switch', { name: 'Show me on leaderboards' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    await waitFor(() => {
      expect(toggle).toHaveAttribute('aria-checked', 'true')
    })
    expect(puts).toEqual([{ optedIn: true }])
    expect(await screen.findByText('You have 25 points this term: rank 2.')).toBeVisible()
    await expect.poll(() => screen.queryByText(/Only you see this/)).toBeNull()
  })
})
