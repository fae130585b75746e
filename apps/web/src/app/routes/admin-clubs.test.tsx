import { AdminClubPage, Club, type AdminClub } from '@quad/shared'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The admin Clubs page's detail (issue 14 item 3): requests first with Approve, archive.
 * Creating with a first officer, an officer's edit and axe are e2e
 * (e2e/tests/admin-clubs.spec.ts).
 */
const admin = { ...maya, roles: ['school_admin' as const] }
const requester = { uid: 'lena', firstName: 'Lena', lastName: 'Ruiz', photoUrl: null }

let posted: Array<{ url: string; body: unknown }> = []
afterEach(() => {
  posted = []
})

function answerClubs() {
  let astronomy: AdminClub = {
    ...fakeClub({ id: 'astro', name: 'Astronomy Society', status: 'pending' }),
    requestedBy: requester,
  }
  const chess: AdminClub = { ...fakeClub({ id: 'chess', name: 'Chess Club' }), requestedBy: null }
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/clubs`, () =>
      answer(AdminClubPage, { items: [astronomy, chess], nextCursor: null }),
    ),
    http.post(`${ORIGIN}/api/v1/admin/clubs/:id/approval`, async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() })
      astronomy = { ...astronomy, status: 'active' }
      return answer(Club, astronomy)
    }),
    http.post(`${ORIGIN}/api/v1/admin/clubs/:id/archive`, ({ request }) => {
      posted.push({ url: request.url, body: null })
      return answer(Club, { ...chess, status: 'archived' })
    }),
    http.get(`${ORIGIN}/api/v1/clubs/categories`, () => HttpResponse.json(['Hobbies'])),
  )
}

describe('the admin Clubs page', () => {
  it('lists a request first, names who asked, and approves it', async () => {
    answerClubs()
    const { user } = renderRoute('/admin/clubs', { user: admin })
    const approve = await screen.findByRole('button', { name: 'Approve Astronomy Society' })
    expect(screen.getByText(/Lena Ruiz/)).toBeVisible()
    await user.click(approve)
    expect(
      await screen.findByText('Astronomy Society was approved; its officer has been told.'),
    ).toBeVisible()
    expect(posted).toEqual([
      { url: `${ORIGIN}/api/v1/admin/clubs/astro/approval`, body: { approve: true } },
    ])
    expect(screen.queryByRole('button', { name: 'Approve Astronomy Society' })).toBeNull()
  })

  it('archives an active club', async () => {
    answerClubs()
    const { user } = renderRoute('/admin/clubs', { user: admin })
    await user.click(await screen.findByRole('button', { name: 'Archive Chess Club' }))
    expect(await screen.findByText('Chess Club was archived.')).toBeVisible()
    expect(posted.map((entry) => entry.url)).toEqual([`${ORIGIN}/api/v1/admin/clubs/chess/archive`])
  })

  it('reads the clubs page by page with Show more clubs, to the last one', async () => {
    const club = (n: number): AdminClub => ({
      ...fakeClub({ id: `club-${String(n)}`, name: `Club ${String(n)}` }),
      requestedBy: null,
    })
    const cursors: Array<string | null> = []
    server.use(
      http.get(`${ORIGIN}/api/v1/admin/clubs`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor')
        cursors.push(cursor)
        return cursor === null
          ? answer(AdminClubPage, { items: [club(1), club(2)], nextCursor: 'page-2' })
          : answer(AdminClubPage, { items: [club(3)], nextCursor: null })
      }),
    )
    const { user } = renderRoute('/admin/clubs', { user: admin })
    expect(await screen.findByText('Club 2')).toBeInTheDocument()
    expect(screen.queryByText('Club 3')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more clubs' }))
    expect(await screen.findByText('Club 3')).toBeInTheDocument()
    expect(await screen.findByText('That is every club.')).toBeInTheDocument()
    expect(cursors).toEqual([null, 'page-2'])
  })
})
