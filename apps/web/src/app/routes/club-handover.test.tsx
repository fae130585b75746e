import {
  ClubAbout,
  ClubHandoverAnswer,
  ClubMembersPage,
  type Club,
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
 * The Manage area's officer hand-over (issue 37 item 6, decision 104): plan one (checked
 * by the shared schema first), see the one waiting, call it off. The server's rules are
 * handover.test.ts's; axe on the page is e2e/tests/a11y.spec.ts's.
 */
const chess = (over: Partial<Club> = {}): Club =>
  fakeClub({ id: 'chess', name: 'Chess Club', membership: 'officer', ...over })

const person = (uid: string, first: string, role: 'officer' | 'member'): ClubMember => ({
  uid,
  firstName: first,
  lastName: 'Doe',
  photoUrl: null,
  email: null,
  role,
  status: 'active',
  since: '2026-09-02T12:00:00.000Z',
})

const MAYA = person('u-maya', 'Maya', 'officer')
const LENA = person('u-lena', 'Lena', 'member')
const OMAR = person('u-omar', 'Omar', 'member')

function answerClub(club: Club) {
  let waiting: ClubHandoverAnswer['handover'] = null
  const sent: { method: string; body: unknown }[] = []
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/chess/about`, () =>
      answer(ClubAbout, { club, officers: [], additionalInfo: [] }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/members`, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('status') === 'pending')
        return answer(ClubMembersPage, { items: [], nextCursor: null })
      const role = params.get('role')
      const q = (params.get('q') ?? '').toLowerCase()
      const items = [MAYA, LENA, OMAR].filter(
        (member) => (!role || member.role === role) && member.firstName.toLowerCase().includes(q),
      )
      return answer(ClubMembersPage, { items, nextCursor: null })
    }),
    http.get(`${ORIGIN}/api/v1/clubs/chess/handover`, () =>
      answer(ClubHandoverAnswer, { handover: waiting }),
    ),
    http.put(`${ORIGIN}/api/v1/clubs/chess/handover`, async ({ request }) => {
      const body = (await request.json()) as { outgoing: string[]; endsAt: string }
      sent.push({ method: 'PUT', body })
      waiting = {
        outgoing: [MAYA].filter((member) => body.outgoing.includes(member.uid)),
        endsAt: body.endsAt,
      }
      return answer(ClubHandoverAnswer, { handover: waiting })
    }),
    http.delete(`${ORIGIN}/api/v1/clubs/chess/handover`, () => {
      sent.push({ method: 'DELETE', body: null })
      waiting = null
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return sent
}

beforeEach(() => {
  server.use(noEvents, clubLayout())
})

describe('officer hand-over in a club’s Manage area', () => {
  it('plans a hand-over: Lena takes over now, Maya steps down on the day chosen', async () => {
    const sent = answerClub(chess())
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Officer hand-over' })
    await user.click(within(section).getByRole('button', { name: 'Plan a hand-over' }))
    const dialog = await screen.findByRole('dialog', { name: 'Officer hand-over' })
    // Nobody chosen to take over: the shared schema says so before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save hand-over' }))
    expect(
      await within(dialog).findByText('Choose at least one member to take over.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([])
    const takeOver = within(dialog).getByRole('group', { name: 'Who takes over' })
    await user.type(within(takeOver).getByRole('searchbox', { name: 'Find a member' }), 'len')
    await waitFor(() => {
      expect(within(takeOver).queryByRole('checkbox', { name: 'Omar Doe' })).toBeNull()
    })
    await user.click(await within(takeOver).findByRole('checkbox', { name: 'Lena Doe' }))
    // Lena stays listed, chosen, while another search shows someone else.
    const find = within(takeOver).getByRole('searchbox', { name: 'Find a member' })
    await user.clear(find)
    await user.type(find, 'om')
    expect(await within(takeOver).findByRole('checkbox', { name: 'Omar Doe' })).not.toBeChecked()
    expect(within(takeOver).getByRole('checkbox', { name: 'Lena Doe' })).toBeChecked()
    const stepDown = within(dialog).getByRole('group', { name: 'Who steps down' })
    await user.click(await within(stepDown).findByRole('checkbox', { name: 'Maya Doe' }))
    const day = within(dialog).getByLabelText('Their access ends on')
    await user.clear(day)
    await user.type(day, '2030-01-15')
    await user.click(within(dialog).getByRole('button', { name: 'Save hand-over' }))
    expect(await within(section).findByText('The hand-over is planned.')).toBeInTheDocument()
    expect(sent[0]?.body).toEqual({
      incoming: ['u-lena'],
      outgoing: ['u-maya'],
      endsAt: new Date('2030-01-15T00:00').toISOString(),
    })
    expect(
      await within(section).findByText(/^Maya Doe steps down on Tuesday, January 15\.$/),
    ).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Change the hand-over' })).toBeVisible()
  })

  it('calls off the hand-over waiting', async () => {
    const sent = answerClub(chess())
    const { user } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Officer hand-over' })
    await user.click(within(section).getByRole('button', { name: 'Plan a hand-over' }))
    const dialog = await screen.findByRole('dialog', { name: 'Officer hand-over' })
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Lena Doe' }))
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Maya Doe' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save hand-over' }))
    await user.click(await within(section).findByRole('button', { name: 'Call off' }))
    expect(
      await within(section).findByText('The hand-over was called off. Everyone keeps their role.'),
    ).toBeInTheDocument()
    expect(sent.map((call) => call.method)).toEqual(['PUT', 'DELETE'])
    expect(within(section).getByRole('button', { name: 'Plan a hand-over' })).toBeVisible()
  })

  it('is not offered where the officers are locked to school admins', async () => {
    answerClub(chess({ lockedOfficers: true }))
    renderRoute('/_/_/clubs/chess')
    await screen.findByRole('region', { name: 'Manage the club' })
    expect(screen.queryByRole('region', { name: 'Officer hand-over' })).toBeNull()
  })
})
