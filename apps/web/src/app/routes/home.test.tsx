import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSchool } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'

describe('home (/)', () => {
  it('greets the signed-in student inside the shell', async () => {
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: /Maya/ })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: /Directory/ })).toHaveAttribute(
      'href',
      '/directory',
    )
  })

  it('says nothing of connections at a school with connect off', async () => {
    renderRoute('/', { school: { ...demoSchool, config: { connect: false } } })
    await screen.findByRole('heading', { level: 1, name: /Maya/ })
    expect(screen.getByRole('main')).not.toHaveTextContent(/connect/i)
  })

  it('sends a visitor to the login page and remembers where they were going', async () => {
    const { router } = renderRoute('/directory?search=ana', { user: null })
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login')
    })
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/directory?search=ana')}`,
    )
  })
})
