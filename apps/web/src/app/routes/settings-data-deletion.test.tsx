import { DeletionScheduled, DeletionStatus, ErrorBody, ScheduleDeletionBody } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const URL = `${ORIGIN}/api/v1/me/deletion`
const DUE = '2026-12-07T10:00:00.000Z'

/** The server's deletion: 400 on body.password unless it is `right-password`. */
function useDeletionApi(start: Partial<DeletionStatus> = {}) {
  const state: DeletionStatus = {
    dueAt: null,
    graceDays: 14,
    deletedContent: 'anonymise',
    hasPassword: true,
    ...start,
  }
  const sent: ScheduleDeletionBody[] = []
  server.use(
    http.get(URL, () => answer(DeletionStatus, state)),
    http.post(URL, async ({ request }) => {
      const body = ScheduleDeletionBody.parse(await request.json())
      sent.push(body)
      if (state.hasPassword && body.password !== 'right-password') {
        const issue = { path: 'body.password', message: 'is not your current password' }
        return answer(
          ErrorBody,
          {
            error: {
              code: 'bad_request',
              message: 'body.password: is not your current password',
              issues: [issue],
            },
          },
          400,
        )
      }
      if (!state.hasPassword) {
        return answer(
          ErrorBody,
          { error: { code: 'forbidden', message: 'Sign in again to delete your account' } },
          403,
        )
      }
      state.dueAt = DUE
      return answer(DeletionScheduled, { dueAt: DUE })
    }),
    http.delete(URL, () => {
      state.dueAt = null
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return sent
}

const section = () => screen.findByRole('region', { name: 'Delete your account' })

describe('settings: delete your account (/settings/data)', () => {
  it('explains the policy, refuses a wrong password, then schedules and cancels', async () => {
    useSettingsApi()
    const sent = useDeletionApi()
    const { user } = renderRoute('/settings/data')
    const card = await section()
    expect(
      await within(card).findByText(/deleted 14 days after you ask/, {}, { timeout: 10_000 }),
    ).toBeVisible()
    expect(within(card).getByText(/shown as "Deleted student"/)).toBeVisible()

    await user.click(within(card).getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'is not your current password',
    )
    await user.clear(within(dialog).getByLabelText('Your password'))
    await user.type(within(dialog).getByLabelText('Your password'), 'right-password')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(card).findByText(/Your account will be deleted on/)).toBeVisible()
    expect(sent.at(-1)).toEqual({ password: 'right-password' })

    await user.click(within(card).getByRole('button', { name: 'Cancel deletion' }))
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Delete my account…' })).toBeVisible(),
    )
  })

  it('asks an account that signs in through the school to sign in again', async () => {
    useSettingsApi()
    const sent = useDeletionApi({ hasPassword: false, deletedContent: 'remove', graceDays: 0 })
    const { user } = renderRoute('/settings/data')
    const card = await section()
    expect(await within(card).findByText(/within minutes/)).toBeVisible()
    expect(within(card).getByText(/messages are removed too/)).toBeVisible()
    await user.click(within(card).getByRole('button', { name: 'Delete my account…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    expect(within(dialog).queryByLabelText('Your password')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sign in again')
    expect(sent).toEqual([{}])
  })
})
