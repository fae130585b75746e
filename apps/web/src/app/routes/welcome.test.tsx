import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const newcomer = { ...maya, onboarded: false }

/** The welcome's calls: the clubs and people it suggests, and Done. */
function useWelcomeApi() {
  const done: string[] = []
  useSettingsApi()
  server.use(
    http.get(`${ORIGIN}/api/v1/clubs`, () =>
      HttpResponse.json({ total: 0, items: [], perPage: 20, currentPage: 1, messages: [] }),
    ),
    http.get(`${ORIGIN}/mobile_ws/v18/mobile_people`, () =>
      HttpResponse.json([{ people: [], total: 0 }]),
    ),
    http.post(`${ORIGIN}/mobile_ws/v18/welcome/done`, () => {
      done.push('done')
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return done
}

describe('/welcome', () => {
  it('home sends an account whose welcome is due to it, which asks for a photo first', async () => {
    useWelcomeApi()
    const { router } = renderRoute('/', { user: newcomer })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/welcome')
    })
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Maya!', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Add a photo', level: 2 })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /Choose a photo/ })).toBeInTheDocument()
  })

  it('every step can be skipped; Done records it and goes home', async () => {
    const done = useWelcomeApi()
    const { user, router } = renderRoute('/welcome', { user: newcomer })
    await user.click(await screen.findByRole('button', { name: 'Skip' }))
    expect(screen.getByRole('heading', { name: 'Your interests', level: 2 })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Skip' }))
    expect(screen.getByRole('heading', { name: 'Clubs and people', level: 2 })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/')
    })
    expect(done).toEqual(['done'])
  })

  it('an onboarded account stays on home', async () => {
    useWelcomeApi()
    const { router } = renderRoute('/', { user: { ...maya, onboarded: true } })
    expect(await screen.findByRole('heading', { level: 1, name: /Maya/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
