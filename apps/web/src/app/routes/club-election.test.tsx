import {
  ClubAbout,
  Election,
  ElectionList,
  type Candidate,
  type Club,
  type ElectionPhase,
} from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { clubLayout, fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * A club's officer elections on the web (issue 37 item 2, decision 108): the club page's
 * list and "Call an election", standing, the secret ballot, and confirming a tied result.
 * The server's rules (phases, the secret ballot, who may do what) are elections.test.ts's.
 */
const BASE = `${ORIGIN}/api/v1/clubs/chess/elections`
const ELECTION = '/_/_/clubs/chess/elections/e1'

const candidate = (id: string, first: string, votes: number | null = null): Candidate => ({
  id,
  uid: `u-${id}`,
  firstName: first,
  lastName: 'Doe',
  photoUrl: null,
  statement: `${first} will keep the club going.`,
  selfNominated: true,
  votes,
})

function election(phase: ElectionPhase, over: Partial<Election> = {}): Election {
  return {
    id: 'e1',
    title: 'Officers 2027',
    phase,
    eligibleAt: '2027-01-10T12:00:00.000Z',
    votingOpensAt: '2027-01-17T09:00:00.000Z',
    votingClosesAt: '2027-01-20T17:00:00.000Z',
    clubId: 'chess',
    clubName: 'Chess Club',
    positions: [
      {
        id: 'p-president',
        title: 'President',
        candidates: [candidate('c-lena', 'Lena')],
        leaders: [],
        tieChosen: null,
      },
      { id: 'p-treasurer', title: 'Treasurer', candidates: [], leaders: [], tieChosen: null },
    ],
    eligibleCount: 12,
    votedCount: 0,
    viewer: { member: true, eligible: true, voted: false, candidacy: null, canManage: false },
    confirmedAt: null,
    ...over,
  }
}

/** The club's page and its elections; every write is recorded, and `next` is what reads return after one. */
function answerElections(club: Club, first: Election, next: Election = first) {
  let current = first
  const sent: { url: string; body: unknown }[] = []
  const record = async (request: Request) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.json() })
    current = next
  }
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/chess/about`, () =>
      answer(ClubAbout, { club, officers: [], additionalInfo: [] }),
    ),
    http.get(BASE, () =>
      answer(ElectionList, {
        items: [current],
        canManage: club.membership === 'officer',
      }),
    ),
    http.get(`${BASE}/e1`, () => answer(Election, current)),
    http.post(BASE, async ({ request }) => {
      await record(request)
      return answer(Election, current, 201)
    }),
    http.post(`${BASE}/e1/candidates`, async ({ request }) => {
      await record(request)
      return answer(Election, current, 201)
    }),
    http.post(`${BASE}/e1/ballot`, async ({ request }) => {
      await record(request)
      return new HttpResponse(null, { status: 204 })
    }),
    http.post(`${BASE}/e1/confirm`, async ({ request }) => {
      await record(request)
      return answer(Election, current)
    }),
  )
  return sent
}

beforeEach(() => {
  server.use(noEvents, clubLayout())
})

describe('club elections', () => {
  it('lists the club’s elections to a member, each a link to its page', async () => {
    answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'member' }),
      election('voting'),
    )
    const { user, router } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Elections' })
    expect(within(section).getByText('Voting open')).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Call an election' })).toBeNull()
    await user.click(within(section).getByRole('link', { name: 'Officers 2027' }))
    expect(await screen.findByRole('heading', { name: 'Officers 2027', level: 1 })).toBeVisible()
    expect(router.state.location.pathname).toBe(ELECTION)
  })

  it('lets an officer call an election, checked by the shared schema first', async () => {
    const sent = answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'officer' }),
      election('nominating'),
    )
    const { user, router } = renderRoute('/_/_/clubs/chess')
    const section = await screen.findByRole('region', { name: 'Elections' })
    await user.click(within(section).getByRole('button', { name: 'Call an election' }))
    const dialog = await screen.findByRole('dialog', { name: 'Call an election' })
    await user.click(within(dialog).getByRole('button', { name: 'Call the election' }))
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(sent).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Officers 2027')
    await user.type(within(dialog).getByRole('textbox', { name: 'Position 1' }), 'President')
    await user.click(within(dialog).getByRole('button', { name: 'Add a position' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Position 2' }), 'Treasurer')
    await user.click(within(dialog).getByRole('button', { name: 'Call the election' }))
    await screen.findByRole('heading', { name: 'Officers 2027', level: 1 })
    expect(router.state.location.pathname).toBe(ELECTION)
    expect(sent[0]?.body).toMatchObject({
      title: 'Officers 2027',
      positions: ['President', 'Treasurer'],
    })
  })

  it('lets a member stand for a position with a statement', async () => {
    const standing = election('nominating', {
      viewer: {
        member: true,
        eligible: true,
        voted: false,
        candidacy: { positionId: 'p-treasurer', candidateId: 'c-me' },
        canManage: false,
      },
    })
    const sent = answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'member' }),
      election('nominating'),
      standing,
    )
    const { user } = renderRoute(ELECTION)
    await user.click(await screen.findByRole('button', { name: 'Stand for a position' }))
    const dialog = await screen.findByRole('dialog', { name: 'Stand for a position' })
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Position' }),
      'Treasurer',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Statement' }), 'Balanced books.')
    await user.click(within(dialog).getByRole('button', { name: 'Stand' }))
    expect(await screen.findByText('You stand for Treasurer.', { selector: 'p' })).toBeVisible()
    expect(sent[0]?.body).toEqual({ positionId: 'p-treasurer', statement: 'Balanced books.' })
    expect(screen.queryByRole('button', { name: 'Stand for a position' })).toBeNull()
  })

  it('casts a secret ballot once, a blank ballot refused before anything is sent', async () => {
    const sent = answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'member' }),
      election('voting'),
      election('voting', {
        votedCount: 1,
        viewer: { member: true, eligible: true, voted: true, candidacy: null, canManage: false },
      }),
    )
    const { user } = renderRoute(ELECTION)
    const ballot = await screen.findByRole('region', { name: 'Your ballot' })
    await user.click(within(ballot).getByRole('button', { name: 'Cast my vote' }))
    expect(within(ballot).getByText('Choose at least one candidate.')).toBeVisible()
    expect(sent).toEqual([])
    const president = within(ballot).getByRole('group', { name: 'President' })
    await user.click(within(president).getByRole('radio', { name: /Lena Doe/ }))
    await user.click(within(ballot).getByRole('button', { name: 'Cast my vote' }))
    expect(await screen.findByText('Your vote is in. Thank you for voting.')).toBeVisible()
    expect(sent[0]?.body).toEqual({
      choices: [{ positionId: 'p-president', candidateId: 'c-lena' }],
    })
  })

  it('tells a member who joined after the cut-off that they do not vote', async () => {
    answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'member' }),
      election('voting', {
        viewer: { member: true, eligible: false, voted: false, candidacy: null, canManage: false },
      }),
    )
    renderRoute(ELECTION)
    expect(await screen.findByText(/Only members who joined by/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Cast my vote' })).toBeNull()
  })

  it('shows a tie after close and confirms with the officer’s choice among the tied', async () => {
    const president = {
      id: 'p-president',
      title: 'President',
      candidates: [candidate('c-lena', 'Lena', 1), candidate('c-omar', 'Omar', 1)],
      leaders: ['c-lena', 'c-omar'],
      tieChosen: null,
    }
    const tied = election('closed', {
      votedCount: 2,
      viewer: { member: true, eligible: true, voted: true, candidacy: null, canManage: true },
      positions: [president],
    })
    const done = election('confirmed', {
      ...tied,
      phase: 'confirmed',
      confirmedAt: '2027-01-21T10:00:00.000Z',
      positions: [{ ...president, leaders: ['c-omar'], tieChosen: 'c-omar' }],
    })
    const sent = answerElections(
      fakeClub({ id: 'chess', name: 'Chess Club', membership: 'officer' }),
      tied,
      done,
    )
    const { user } = renderRoute(ELECTION)
    const results = await screen.findByRole('region', { name: 'Result' })
    expect(within(results).getByText(/A tie between Lena Doe, Omar Doe/)).toBeVisible()
    const confirm = screen.getByRole('region', { name: 'Confirm the result' })
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and appoint' }))
    expect(within(confirm).getByText('Choose who takes President.')).toBeVisible()
    expect(sent).toEqual([])
    await user.click(within(confirm).getByRole('radio', { name: 'Omar Doe' }))
    await user.click(within(confirm).getByRole('button', { name: 'Confirm and appoint' }))
    // Appointing cannot be undone: a question first.
    const ask = await screen.findByRole('dialog', { name: 'Appoint those elected?' })
    expect(sent).toEqual([])
    await user.click(within(ask).getByRole('button', { name: 'Confirm and appoint' }))
    expect(await screen.findByText('Elected')).toBeVisible()
    expect(sent[0]?.body).toEqual({
      ties: [{ positionId: 'p-president', candidateId: 'c-omar' }],
    })
    expect(screen.queryByRole('region', { name: 'Confirm the result' })).toBeNull()
  })
})
