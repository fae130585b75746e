import {
  Club,
  ClubAbout,
  ClubHandoverAnswer,
  ClubMembersPage,
  type UpdateClubBody,
} from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { fakeClub } from '../../test/fake-club.ts'
import { noEvents } from '../../test/fake-event.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

/*
 * The club edit dialog's discussion switch (issue 16): an officer lets members post in the
 * club's Discussion or not; only a change is sent. Other fields are e2e (club officers).
 */
function answerClub(club: Club) {
  const patches: UpdateClubBody[] = []
  let current = club
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs/chess/about`, () =>
      answer(ClubAbout, { club: current, officers: [], additionalInfo: [] }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/handover`, () =>
      answer(ClubHandoverAnswer, { handover: null }),
    ),
    http.get(`${ORIGIN}/api/v1/clubs/chess/members`, () =>
      answer(ClubMembersPage, { items: [], nextCursor: null }),
    ),
    http.patch(`${ORIGIN}/api/v1/clubs/chess`, async ({ request }) => {
      const body = (await request.json()) as UpdateClubBody
      patches.push(body)
      current = { ...current, ...(body.discussionOpen !== undefined && body) } as Club
      return answer(Club, current)
    }),
  )
  return patches
}

beforeEach(() => {
  server.use(noEvents)
})

describe('Edit club: Members may post in Discussion', () => {
  const chess = fakeClub({ id: 'chess', name: 'Chess Club', membership: 'officer' })

  it('lets an officer close the discussion to members, sending only that change', async () => {
    const patches = answerClub(chess)
    const { user } = renderRoute('/_/_/clubs/chess')
    await user.click(await screen.findByRole('button', { name: 'Edit club' }, { timeout: 20_000 }))
    const dialog = await screen.findByRole('dialog', { name: /Chess Club/ })
    const open = within(dialog).getByRole('switch', { name: 'Members may post in Discussion' })
    expect(open).toHaveAttribute('aria-checked', 'true')
    await user.click(open)
    expect(open).toHaveAttribute('aria-checked', 'false')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      expect(patches).toHaveLength(1)
    })
    expect(patches[0]).toMatchObject({ discussionOpen: false })
    // An officer sends no school admin's field.
    expect(patches[0]).not.toHaveProperty('published')
  })

  it('sends no discussion switch when it was left as it was', async () => {
    const patches = answerClub(fakeClub({ ...chess, discussionOpen: false }))
    const { user } = renderRoute('/_/_/clubs/chess')
    await user.click(await screen.findByRole('button', { name: 'Edit club' }, { timeout: 20_000 }))
    const dialog = await screen.findByRole('dialog', { name: /Chess Club/ })
    expect(
      within(dialog).getByRole('switch', { name: 'Members may post in Discussion' }),
    ).toHaveAttribute('aria-checked', 'false')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => {
      expect(patches).toHaveLength(1)
    })
    expect(patches[0]).not.toHaveProperty('discussionOpen')
  })
})
