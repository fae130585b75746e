import { ErrorBody, LoginResponse, PASSWORD_MIN_LENGTH, ResetPasswordBody } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN, shellHandlers } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789'

/**
 * The reset's server: a 410 once the link is used or expired; otherwise every session
 * ends and this browser is signed in afresh (decision 029), so the shell sees Maya.
 */
function useResetApi(options: { status?: 410 | 429 } = {}) {
  const sent: ResetPasswordBody[] = []
  server.use(
    http.post(`${ORIGIN}/mobile_ws/v18/password/reset`, async ({ request }) => {
      sent.push(ResetPasswordBody.parse(await request.json()))
      if (options.status === 410) {
        const message = 'This link has expired or has already been used'
        return answer(ErrorBody, { error: { code: 'gone', message } }, 410)
      }
      if (options.status === 429) {
        return answer(ErrorBody, { error: { code: 'rate_limited', message: 'Too many' } }, 429)
      }
      server.use(...shellHandlers({ user: maya }))
      return answer(LoginResponse, { user: maya })
    }),
  )
  return sent
}

async function openForm() {
  const rendered = renderRoute(`/reset-password/${TOKEN}`, { user: null })
  expect(
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 }),
  ).toBeInTheDocument()
  const password = screen.getByLabelText('New password', { selector: 'input' })
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Save and sign in' }))
  return { ...rendered, password, submit }
}

describe('/reset-password/{token}', () => {
  it('checks the length rule with the shared schema, then signs in and goes home', async () => {
    const sent = useResetApi()
    const { user, router, password, submit } = await openForm()
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(password).toHaveAccessibleDescription(expect.stringContaining(`${PASSWORD_MIN_LENGTH}`))
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')

    await user.type(password, 'short')
    await submit()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    expect(sent).toEqual([])

    await user.type(password, ' and much longer')
    await submit()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/')
    })
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: /Maya/ })).toBeInTheDocument()
    expect(sent).toEqual([{ token: TOKEN, password: 'short and much longer' }])
  })

  it('a used or expired link says so and offers a new one', async () => {
    const sent = useResetApi({ status: 410 })
    const { user, password, submit } = await openForm()
    await user.type(password, 'a long enough password')
    await submit()
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Password reset links work once and for one hour/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login')
    expect(sent).toHaveLength(1)
  })

  it('keeps the form and says when to try again after too many attempts', async () => {
    useResetApi({ status: 429 })
    const { user, router, password, submit } = await openForm()
    await user.type(password, 'a long enough password')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests')
    expect(password).toHaveValue('a long enough password')
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`)
  })
})
