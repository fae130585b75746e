import { ClubAbout } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/** Issue 14 item 4 on a club's page: a hidden club says it is under review; Report files one. */
const about = (underReview: boolean) =>
  ClubAbout.parse({
    club: fakeClub({
      id: 'chess',
      name: 'Chess Club',
      description: underReview ? '' : 'We play chess.',
      category: 'Games',
      countMembers: 3,
    }),
    officers: [],
    additionalInfo: [],
    underReview,
  })

// The club page's upcoming events are club-events.test.tsx's.
beforeEach(() => {
  server.use(noEvents, clubLayout())
})
describe('a club page and moderation', () => {
  it('says a hidden club is under review', async () => {
    server.use(http.get(`${ORIGIN}/api/v1/clubs/:id/about`, () => answer(ClubAbout, about(true))))
    renderRoute('/_/_/clubs/chess')
    expect(
      await screen.findByText(
        'This club is under review by your school’s moderators.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
  })

  it('reports the club with a reason and a note, checked before sending', async () => {
    const bodies: unknown[] = []
    server.use(
      http.get(`${ORIGIN}/api/v1/clubs/:id/about`, () => answer(ClubAbout, about(false))),
      http.post(`${ORIGIN}/api/v1/clubs/:id/reports`, async ({ request }) => {
        bodies.push(await request.json())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const view = renderRoute('/_/_/clubs/chess')
    await view.user.click(
      await screen.findByRole('button', { name: 'Report Chess Club' }, { timeout: 15_000 }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report this club' })
    const send = within(dialog).getByRole('button', { name: 'Send report' })
    expect(send).toBeDisabled()
    await view.user.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'spam')
    await view.user.type(within(dialog).getByLabelText(/Anything to add/), 'Selling essays')
    await view.user.click(send)
    expect(
      await screen.findByText('Thanks. Your school’s moderators will look at it.'),
    ).toBeVisible()
    expect(bodies).toEqual([{ reason: 'spam', note: 'Selling essays' }])
  })
})
