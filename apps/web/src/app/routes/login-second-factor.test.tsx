import {
  AuthenticationResponse,
  AuthTokens,
  AuthUser,
  ErrorBody,
  LoginAnswer,
  LoginResponse,
  SecondFactorEnrolled,
  SecondFactorLoginBody,
  SecondFactorSetup,
} from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const henrik = AuthUser.parse({ ...maya, uid: 'u-henrik', firstName: 'Henrik' })

/**
 * The login page, asked to go on to /settings/blocked once signed in. The second factor's
 * handlers are added after the shell's (renderRoute's, which answer "signed out" for good),
 * so that they win: MSW prefers the handlers added last.
 */
function useLoginPage(kind: 'totp' | 'setup') {
  useSettingsApi()
  const view = renderRoute('/login?redirect=%2Fsettings%2Fblocked', { user: null })
  const codes = useSecondFactorApi(kind)
  return { ...view, codes }
}

/** The real app leaves /login for the redirect once the second step signed in. */
async function expectSignedInAndMovedOn(router: ReturnType<typeof renderRoute>['router']) {
  await waitFor(() => {
    expect(router.state.location.pathname).toBe('/settings/blocked')
  })
  expect(await screen.findByRole('heading', { name: 'Blocked students' })).toBeVisible()
}

function useSecondFactorApi(kind: 'totp' | 'setup') {
  const codes: string[] = []
  let signedIn: AuthUser | null = null
  server.use(
    // Signed out until the second step succeeds, then signed in as its user.
    http.get(`${ORIGIN}/mobile_ws/v18/authentication`, () =>
      answer(AuthenticationResponse, signedIn ? [signedIn] : []),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/auth_tokens`, () =>
      signedIn
        ? answer(AuthTokens, { csrfToken: 'csrf-test', jwt: 'aaa.bbb.ccc' })
        : answer(ErrorBody, { error: { code: 'unauthorized', message: 'Sign in' } }, 401),
    ),
    http.post(`${ORIGIN}/mobile_ws/v18/login`, () =>
      answer(LoginAnswer, { secondFactor: kind, ticket: 'ticket-1' }),
    ),
    http.post(`${ORIGIN}/mobile_ws/v18/login/second-factor`, async ({ request }) => {
      const body = SecondFactorLoginBody.parse(await request.json())
      codes.push(body.code)
      if (body.code !== '123456' && body.code !== 'abcde-fghjk') {
        const error = { code: 'bad_request' as const, message: 'code: wrong' }
        return answer(ErrorBody, { error }, 400)
      }
      signedIn = maya
      return answer(LoginResponse, { user: maya })
    }),
    http.post(`${ORIGIN}/mobile_ws/v18/login/second-factor/setup`, () =>
      answer(SecondFactorSetup, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Demo:henrik?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      }),
    ),
    http.post(`${ORIGIN}/mobile_ws/v18/login/second-factor/setup/confirm`, () => {
      signedIn = henrik
      return answer(SecondFactorEnrolled, {
        user: henrik,
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `code${String(i)}-abcde`),
      })
    }),
  )
  return codes
}

async function signInWithPassword(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'maya@demo.edu')
  await user.type(screen.getByLabelText('Password'), 'quad-demo')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('/login with a second factor (issue 18)', () => {
  it('asks for the code, says when it is wrong, and signs in with the right one', async () => {
    const { user, router, codes } = useLoginPage('totp')
    await signInWithPassword(user)
    const field = await screen.findByLabelText('Authentication code')
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    expect(field).toHaveAttribute('inputmode', 'numeric')
    await user.type(field, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/not right, or it was already used/)
    await user.clear(field)
    await user.type(field, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await expectSignedInAndMovedOn(router)
    expect(codes).toEqual(['000000', '123456'])
  })

  it('goes back to the email and password, empty, to sign in as someone else', async () => {
    const { user } = useLoginPage('totp')
    await signInWithPassword(user)
    await screen.findByLabelText('Authentication code')
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }))
    expect(await screen.findByLabelText('Email')).toHaveValue('')
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  })

  it('takes a recovery code instead', async () => {
    const { user, router } = useLoginPage('totp')
    await signInWithPassword(user)
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }))
    const field = await screen.findByLabelText('Recovery code')
    await waitFor(() => {
      expect(field).toHaveFocus()
    })
    await user.type(field, 'abcde-fghjk')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await expectSignedInAndMovedOn(router)
  })

  it('enrols an admin: QR code and key, then the recovery codes shown once', async () => {
    const { user, router } = useLoginPage('setup')
    await signInWithPassword(user)
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Authentication code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const list = await screen.findByRole('list', { name: 'Save your recovery codes' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await expectSignedInAndMovedOn(router)
  })
})
