import { ChangePasswordBody, ErrorBody, PASSWORD_MIN_LENGTH } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const CHANGE = `${ORIGIN}/mobile_ws/v18/password/change`

/** The server's password change: 400 on body.currentPassword unless it is `old-password`. */
function usePasswordApi(sent: ChangePasswordBody[] = []) {
  server.use(
    http.post(CHANGE, async ({ request }) => {
      const body = ChangePasswordBody.parse(await request.json())
      sent.push(body)
      if (body.currentPassword !== 'old-password') {
        return answer(
          ErrorBody,
          {
            error: {
              code: 'bad_request',
              message: 'currentPassword: is not your current password',
              issues: [{ path: 'body.currentPassword', message: 'is not your current password' }],
            },
          },
          400,
        )
      }
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return sent
}

async function openForm() {
  const rendered = renderRoute('/settings/account')
  const section = await screen.findByRole('region', { name: 'Change password' })
  const field = (name: string) => within(section).getByLabelText(name, { selector: 'input' })
  return { ...rendered, section, field }
}

type Form = Awaited<ReturnType<typeof openForm>>

/** Types the three passwords and submits, as the student would. */
async function changePassword(
  { user, section, field }: Form,
  current: string,
  next: string,
  confirm = next,
) {
  await user.type(field('Current password'), current)
  await user.type(field('New password'), next)
  await user.type(field('Confirm new password'), confirm)
  await user.click(within(section).getByRole('button', { name: 'Change password' }))
}

describe('settings: change password (/settings/account)', () => {
  beforeEach(() => {
    useSettingsApi()
  })

  it('shows the length rule before sending and checks it with the shared schema', async () => {
    const sent = usePasswordApi()
    const form = await openForm()
    const { field } = form
    const newPassword = field('New password')
    expect(newPassword).toHaveAccessibleDescription(`At least ${PASSWORD_MIN_LENGTH} characters.`)
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password')
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password')
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password')

    await changePassword(form, 'old-password', 'short')

    expect(newPassword).toHaveAttribute('aria-invalid', 'true')
    expect(newPassword).toHaveAccessibleDescription(
      expect.stringContaining('Your new password is too short'),
    )
    expect(newPassword).toHaveFocus()
    expect(sent).toEqual([])
  })

  it('asks for the same new password twice', async () => {
    const sent = usePasswordApi()
    const form = await openForm()
    const { field } = form
    await changePassword(form, 'old-password', 'a long new password', 'another new password')
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords differ. Type the same password in both.',
    )
    expect(field('Confirm new password')).toHaveFocus()
    expect(sent).toEqual([])
  })

  it("shows the server's 400 on the current password on that field, focused", async () => {
    const sent = usePasswordApi()
    const form = await openForm()
    const { field } = form
    await changePassword(form, 'wrong-password', 'a long new password')

    const current = field('Current password')
    await waitFor(() => {
      expect(current).toHaveAccessibleDescription(
        'That is not your current password. Check it and try again.',
      )
    })
    expect(current).toHaveAttribute('aria-invalid', 'true')
    expect(current).toHaveFocus()
    expect(field('New password')).not.toHaveAttribute('aria-invalid')
    expect(sent).toEqual([
      { currentPassword: 'wrong-password', newPassword: 'a long new password' },
    ])
  })

  it('says other devices were signed out, and clears the form', async () => {
    const sent = usePasswordApi()
    const form = await openForm()
    const { section, field } = form
    await form.user.click(within(section).getByRole('button', { name: 'Show new password' }))
    await changePassword(form, 'old-password', 'a long new password')

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your other devices were signed out',
    )
    expect(sent).toEqual([{ currentPassword: 'old-password', newPassword: 'a long new password' }])
    for (const name of ['Current password', 'New password', 'Confirm new password']) {
      expect(field(name)).toHaveValue('')
      expect(field(name)).toHaveAttribute('type', 'password')
    }
  })

  it('shows and hides a password', async () => {
    usePasswordApi()
    const { user, section, field } = await openForm()
    const toggle = within(section).getByRole('button', { name: 'Show current password' })
    expect(field('Current password')).toHaveAttribute('type', 'password')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(field('Current password')).toHaveAttribute('type', 'text')
    await user.click(toggle)
    expect(field('Current password')).toHaveAttribute('type', 'password')
  })
})
