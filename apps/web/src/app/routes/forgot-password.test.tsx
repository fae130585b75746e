import { ErrorBody, ForgotPasswordAccepted, ForgotPasswordBody } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

function useForgotApi(status = 202) {
  const sent: ForgotPasswordBody[] = []
  server.use(
    http.post(`${ORIGIN}/mobile_ws/v18/password/forgot`, async ({ request }) => {
      sent.push(ForgotPasswordBody.parse(await request.json()))
      if (status === 429) {
        return answer(ErrorBody, { error: { code: 'rate_limited', message: 'Too many' } }, 429)
      }
      return answer(ForgotPasswordAccepted, { sent: true }, 202)
    }),
  )
  return sent
}

describe('/forgot-password', () => {
  it('is reached from the login page', async () => {
    const { user, router } = renderRoute('/login', { user: null })
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/forgot-password')
    })
    expect(
      await screen.findByRole('heading', { name: 'Reset your password', level: 1 }),
    ).toBeInTheDocument()
  })

  it('checks the address, then says the same thing whether or not it has an account', async () => {
    const sent = useForgotApi()
    const { user } = renderRoute('/forgot-password', { user: null })
    const email = await screen.findByLabelText('Email')
    await user.type(email, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(email).toHaveAccessibleDescription('Enter a valid email address.')
    expect(email).toHaveFocus()
    expect(sent).toEqual([])

    await user.clear(email)
    await user.type(email, 'nia@demo.edu')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    expect(
      screen.getByText(/^If nia@demo.edu has a Quad account here, a reset link is on its way./),
    ).toBeInTheDocument()
    expect(sent).toEqual([{ email: 'nia@demo.edu' }])
  })

  it('says when to try again after too many requests', async () => {
    useForgotApi(429)
    const { user } = renderRoute('/forgot-password', { user: null })
    await user.type(await screen.findByLabelText('Email'), 'nia@demo.edu')
    await user.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests')
  })
})
