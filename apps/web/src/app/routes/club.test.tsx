import {
  Club,
  ClubAbout,
  ClubAnnouncementSent,
  ClubHandoverAnswer,
  ClubMembersPage,
  type ClubMember,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * A club's page as its officer runs it (issue 14, decision 031): requests to join, the
 * members and their roles, a message to everyone; and "Request to join" on a closed club.
 * The whole journey and axe are e2e (e2e/tests/club-officers.spec.ts).
 */
const chess = (over: Partial<Club> = {}): Club =>
  fakeClub({
    id: 'chess',
    name: 'Chess Club',
    description: 'We play.',
    countMembers: 3,
    membership: 'officer',
    closedMembership: true,
    ...over,
  })

const person = (uid: string, first: string, over: Partial<ClubMember> = {}): ClubMember => ({
  uid,
  firstName: first,
  lastName: 'Doe',
  photoUrl: null,
  email: `${first.toLowerCase()}@demo.edu`,
  role: 'member',
  status: 'active',
  since: '2026-09-02T12:00:00.000Z',
  ...over,
})

function answerClub(club: Club) {
  let current = club
  const posted: { url: string; body: unknown }[] = []
  const record = async (request: Request) => {
    posted.push({
      url: new URL(request.url).pathname,
      body: await request.json().catch(() => null),
    })
  }
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/chess/about`, () =>
      answer(ClubAbout, { club: current, officers: [], additionalInfo: [] }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/members`, ({ request }) => {
      const pending = new URL(request.url).searchParams.get('status') === 'pending'
      const items = pending
        ? [person('u-jonah', 'Jonah', { role: null, status: 'pending' })]
        : [person('u-maya', 'Maya', { role: 'officer' }), person('u-lena', 'Lena')]
      return answer(ClubMembersPage, { items, nextCursor: null })
    }),
    http.get(`${ORIGIN}/api/v1/clubs/chess/handover`, () =>
      answer(ClubHandoverAnswer, { handover: null }),
    ),
    http.post(`${ORIGIN}/api/v1/clubs/chess/requests/:uid`, async ({ request }) => {
      await record(request)
      return new HttpResponse(null, { status: 204 })
    }),
    http.put(`${ORIGIN}/api/v1/clubs/chess/members/:uid`, async ({ request }) => {
      await record(request)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${ORIGIN}/api/v1/clubs/chess/announcements`, async ({ request }) => {
      await record(request)
      return answer(ClubAnnouncementSent, { recipients: 2 }, 201)
    }),
    http.post(`${ORIGIN}/api/v1/clubs/chess/membership`, () => {
      current = { ...current, requestPending: true }
      return answer(Club, current, 201)
    }),
  )
  return posted
}

// The club page's upcoming events are club-events.test.tsx's.
beforeEach(() => {
  server.use(noEvents, clubLayout())
})
describe('a club’s Manage area (/_/_/clubs/chess)', () => {
  it('approves a request and makes a member an officer', async () => {
    const posted = answerClub(chess())
    const { user } = renderRoute('/_/_/clubs/chess')
    const manage = await screen.findByRole('region', { name: 'Manage the club' })
    await user.click(await within(manage).findByRole('button', { name: 'Approve Jonah Doe' }))
    await waitFor(() => {
      expect(posted[0]).toEqual({
        url: '/api/v1/clubs/chess/requests/u-jonah',
        body: { approve: true },
      })
    })
    expect(await within(manage).findByText('Jonah Doe is now a member.')).toBeInTheDocument()
    const members = within(manage).getByRole('list', { name: 'Members' })
    expect(within(members).getByText('Officer')).toBeInTheDocument()
    // One layout for every row: a localised date, then the email its owner lets us see.
    const lena = within(members).getByRole('link', { name: 'lena@demo.edu' })
    expect(lena).toHaveAttribute('href', 'mailto:lena@demo.edu')
    expect(lena.closest('li')).toHaveTextContent(/Lena Doe.*Joined Sep 2, 2026.*lena@demo\.edu/)
    // Maya's own row has no actions menu; Lena's has one.
    expect(within(members).queryByRole('button', { name: 'Actions for Maya Doe' })).toBeNull()
    await user.click(within(members).getByRole('button', { name: 'Actions for Lena Doe' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Make officer' }))
    await waitFor(() => {
      expect(posted[1]).toEqual({
        url: '/api/v1/clubs/chess/members/u-lena',
        body: { role: 'officer' },
      })
    })
    expect(within(manage).getByRole('switch', { name: 'Closed membership' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    // Locked officers is the school admins' switch.
    expect(within(manage).queryByRole('switch', { name: 'Locked officers' })).toBeNull()
  })

  it('messages all members, checked by the shared schema first', async () => {
    const posted = answerClub(chess())
    const { user } = renderRoute('/_/_/clubs/chess')
    const open = await screen.findByRole('button', { name: 'Message all members' })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Message all members' })
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Write a subject')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveFocus()
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Tournament')
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Saturday at 10.')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Your message was sent to 2 members.')).toBeInTheDocument()
    expect(posted[0]?.body).toEqual({ subject: 'Tournament', body: 'Saturday at 10.' })
    await waitFor(() => {
      expect(open).toHaveFocus()
    })
  })

  it('shows a student “Request to join”, then “Request sent” with a way to cancel', async () => {
    answerClub(chess({ membership: null }))
    const { user } = renderRoute('/_/_/clubs/chess')
    await user.click(await screen.findByRole('button', { name: 'Request to join Chess Club' }))
    expect(await screen.findByText('Request sent')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Cancel your request to join Chess Club' }),
    ).toHaveFocus()
    expect(screen.queryByRole('region', { name: 'Manage the club' })).toBeNull()
  })
})
