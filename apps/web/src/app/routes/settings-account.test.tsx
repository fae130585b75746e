import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ORIGIN, shellHandlers } from '../../test/fake-api.ts'
import { reportAuthError } from '../../lib/http/http.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

describe('settings: account (/settings/account)', () => {
  it('shows the sign-in email and logs out', async () => {
    useSettingsApi()
    let loggedOut = false
    server.use(
      http.post(`${ORIGIN}/mobile_ws/v18/logout`, () => {
        loggedOut = true
        // From now on the server knows no session, as after a real logout.
        server.use(...shellHandlers({ user: null }))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderRoute('/settings/account')
    await screen.findByRole('heading', { level: 2, name: 'Email address' })
    expect(screen.getByText('student@demo.edu')).toBeInTheDocument()
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login')
    })
    expect(loggedOut).toBe(true)
  })

  it('says nothing of a session ended when the 401s are the sign-out’s own', async () => {
    useSettingsApi()
    server.use(
      http.post(`${ORIGIN}/mobile_ws/v18/logout`, () => {
        server.use(...shellHandlers({ user: null }))
        // The sign-out's own sockets close and a call meets a 401 before its answer lands.
        reportAuthError()
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const { user, router } = renderRoute('/settings/account')
    await screen.findByRole('heading', { level: 2, name: 'Email address' })
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login')
    })
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument()
    expect(screen.queryByText('Your session has ended. Sign in again.')).toBeNull()
  })
})
