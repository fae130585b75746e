import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SsoPublic } from '@quad/shared'
import { answer, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

// The shell's handlers are installed by renderRoute: a test's own come after it.
/* /login with the school's single sign-on (issue 18 item 1, decision 053). */
const provider = {
  protocol: 'oidc' as const,
  displayName: 'Demo Login',
  startUrl: '/mobile_ws/v18/sso/oidc/start',
}
const useSso = (ssoOnly: boolean) =>
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/sso`, () => answer(SsoPublic, { provider, ssoOnly })),
  )

describe('/login with single sign-on', () => {
  it('shows "Sign in with" the provider, passing the redirect on, above the password form', async () => {
    renderRoute('/login?redirect=%2Fclubs', { user: null })
    useSso(false)
    const link = await screen.findByRole('link', { name: 'Sign in with Demo Login' })
    expect(link.getAttribute('href')).toBe('/mobile_ws/v18/sso/oidc/start?redirect=%2Fclubs')
    expect(screen.getByText('or')).toBeTruthy()
    expect(screen.getByLabelText(/password/i)).toBeTruthy()
  })

  it('hides the password form when the school signs in only through its provider', async () => {
    renderRoute('/login', { user: null })
    useSso(true)
    await screen.findByText('Your school signs in only through Demo Login.')
    expect(screen.queryByLabelText(/password/i)).toBeNull()
    expect(screen.queryByRole('link', { name: /forgot/i })).toBeNull()
  })

  it('shows no button without a provider', async () => {
    renderRoute('/login', { user: null })
    await screen.findByLabelText(/password/i)
    expect(screen.queryByRole('link', { name: /sign in with/i })).toBeNull()
  })

  it.each([
    ['replayed', 'That sign-in was already used. Start again from this page.'],
    [
      'tampered',
      'Your school’s sign-in answer could not be verified. Start again, and tell your school’s IT if it happens again.',
    ],
    ['cancelled', 'Sign-in was cancelled. Start again when you are ready.'],
  ])('says why a sign-in was refused (%s)', async (code, sentence) => {
    renderRoute(`/login?sso_error=${code}`, { user: null })
    useSso(false)
    expect((await screen.findByText(sentence)).getAttribute('role')).toBe('alert')
  })

  it('ignores an unknown error code', async () => {
    renderRoute('/login?sso_error=<script>', { user: null })
    await screen.findByLabelText(/password/i)
    expect(screen.queryByText(/sign-in/i, { selector: '[role=alert]' })).toBeNull()
  })
})
