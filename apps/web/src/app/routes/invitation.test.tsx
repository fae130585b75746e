import {
  AcceptInvitationBody,
  ErrorBody,
  InvitationInfo,
  LoginResponse,
  PASSWORD_MIN_LENGTH,
} from '@quad/shared'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789'
const gone = () =>
  answer(
    ErrorBody,
    { error: { code: 'gone', message: 'This link has expired or has already been used' } },
    410,
  )

/** The invitation's server: the page's names, and an acceptance that signs Nia in. */
function useInvitationApi(options: { gone?: boolean } = {}) {
  const sent: AcceptInvitationBody[] = []
  server.use(
    http.get(`${ORIGIN}/mobile_ws/v18/invitation`, ({ request }) => {
      if (options.gone || new URL(request.url).searchParams.get('token') !== TOKEN) return gone()
      return answer(InvitationInfo, {
        email: 'nia@demo.edu',
        firstName: 'Nia',
        lastName: 'Okafor',
        schoolName: 'Demo University',
      })
    }),
    http.post(`${ORIGIN}/mobile_ws/v18/invitation/accept`, async ({ request }) => {
      const body = AcceptInvitationBody.parse(await request.json())
      sent.push(body)
      const user = { ...maya, firstName: body.firstName, lastName: body.lastName, onboarded: false }
      server.use(
        http.get(`${ORIGIN}/mobile_ws/v18/authentication`, () => HttpResponse.json([user])),
      )
      return answer(LoginResponse, { user })
    }),
  )
  return sent
}

describe('/invitation/{token}', () => {
  it('prefills the names, checks the password rule with the shared schema, then welcomes', async () => {
    const sent = useInvitationApi()
    const { user, router } = renderRoute(`/invitation/${TOKEN}`, { user: null })
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Demo University', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText(/You were invited as nia@demo.edu/)).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveValue('Nia')
    expect(screen.getByLabelText('Last name')).toHaveValue('Okafor')
    const password = screen.getByLabelText('Password', { selector: 'input' })
    expect(password).toHaveAttribute('autocomplete', 'new-password')
    expect(password).toHaveAccessibleDescription(expect.stringContaining(`${PASSWORD_MIN_LENGTH}`))

    await user.type(password, 'short')
    await user.click(screen.getByRole('button', { name: 'Set up my account' }))
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    expect(sent).toEqual([])

    await user.clear(screen.getByLabelText('Last name'))
    await user.type(screen.getByLabelText('Last name'), 'Okafor-Bell')
    await user.type(password, ' and much longer')
    await user.click(screen.getByRole('button', { name: 'Set up my account' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/welcome')
    })
    expect(sent).toEqual([
      {
        token: TOKEN,
        firstName: 'Nia',
        lastName: 'Okafor-Bell',
        password: 'short and much longer',
      },
    ])
  })

  it('a used or expired link says so and how to get a new one', async () => {
    useInvitationApi({ gone: true })
    renderRoute(`/invitation/${TOKEN}`, { user: null })
    expect(
      await screen.findByRole('heading', { name: 'This link no longer works' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Ask your school’s Quad administrator/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login')
  })
})
