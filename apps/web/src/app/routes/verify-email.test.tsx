import { AuthUser, EmailChanged, ErrorBody, VerifyEmailBody } from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { authKeys } from '../../lib/session/session.ts'
import { answer, maya, ORIGIN, shellHandlers } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789'
const NEW_EMAIL = 'maya.l@demo.edu'
const CODES = { 400: 'bad_request', 410: 'gone', 500: 'internal' } as const

/**
 * The confirmation's server: `status` fails it (410 used or expired, 400 a malformed
 * token, 500 anything else); otherwise the account's email changes, as the shell then sees.
 */
function useVerifyApi(status?: 400 | 410 | 500) {
  const sent: VerifyEmailBody[] = []
  server.use(
    http.post(`${ORIGIN}/mobile_ws/v18/email/verify`, async ({ request }) => {
      sent.push(VerifyEmailBody.parse(await request.json()))
      if (status) {
        const error = { code: CODES[status], message: 'Something broke' }
        return answer(ErrorBody, { error }, status)
      }
      server.use(...shellHandlers({ user: AuthUser.parse({ ...maya, email: NEW_EMAIL }) }))
      return answer(EmailChanged, { email: NEW_EMAIL })
    }),
  )
  return sent
}

describe('/verify-email/{token}', () => {
  it('confirms on opening, once, and the signed-in account takes the new address', async () => {
    const sent = useVerifyApi()
    const { queryClient, router, user } = renderRoute(`/verify-email/${TOKEN}`)
    expect(
      await screen.findByRole('heading', { name: 'Email changed', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(`You now sign in with ${NEW_EMAIL}.`)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Continue' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/')
    })
    // The page marked the account stale; the shell fetches it again with the new address.
    await waitFor(() => {
      const users = queryClient.getQueryData<AuthUser[]>(authKeys.authentication)
      expect(users?.[0]?.email).toBe(NEW_EMAIL)
    })
    // The link is single-use: a second send would be told it is used.
    expect(sent).toEqual([{ token: TOKEN }])
  })

  it.each([410, 400] as const)('a link answered %i says it no longer works', async (status) => {
    useVerifyApi(status)
    renderRoute(`/verify-email/${TOKEN}`, { user: null })
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Email confirmation links work once/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login')
    expect(screen.queryByRole('link', { name: 'Send me a new link' })).not.toBeInTheDocument()
  })

  it('says what went wrong when the server fails, without calling the link gone', async () => {
    useVerifyApi(500)
    renderRoute(`/verify-email/${TOKEN}`)
    expect(
      await screen.findByRole('heading', { name: 'Confirm your email', level: 1 }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/^That did not work: Something broke/)).toHaveAttribute(
      'role',
      'status',
    )
    expect(screen.queryByText('This link no longer works')).not.toBeInTheDocument()
  })
})
