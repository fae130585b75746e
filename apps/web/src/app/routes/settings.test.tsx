import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { useSettingsApi } from './settings-fakes.ts'

const nav = () => screen.getByRole('navigation', { name: 'Settings sections' })

describe('settings (/settings)', () => {
  it('opens on the profile sub-page, marked current in the sub-navigation', async () => {
    useSettingsApi()
    const { router } = renderRoute('/settings')
    await screen.findByRole('form', { name: 'Your profile' })
    expect(router.state.location.pathname).toBe('/settings/profile')
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // One page, one way of saving: the notification switches and block list are elsewhere.
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Blocked students' })).toBeNull()
  })

  it('lists every sub-page as a link', async () => {
    useSettingsApi()
    renderRoute('/settings/profile')
    await screen.findByRole('form', { name: 'Your profile' })
    const links = within(nav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/settings/profile'],
      ['Privacy', '/settings/privacy'],
      ['Notifications', '/settings/notifications'],
      ['Account', '/settings/account'],
      ['Security', '/settings/security'],
      ['Your data', '/settings/data'],
      ['Blocked students', '/settings/blocked'],
    ])
  })

  it('takes an old /settings#notifications link to the notifications page, heading focused', async () => {
    useSettingsApi()
    const { router } = renderRoute('/settings#notifications')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Notifications' })
    await waitFor(() => {
      expect(heading).toHaveFocus()
    })
    expect(router.state.location.pathname).toBe('/settings/notifications')
  })

  it('takes an old /settings#blocked link to the block list', async () => {
    useSettingsApi()
    const { router } = renderRoute('/settings#blocked')
    await screen.findByText(/You have blocked no one/)
    expect(router.state.location.pathname).toBe('/settings/blocked')
  })

  it('moves between sub-pages by keyboard', async () => {
    useSettingsApi()
    const { user, router } = renderRoute('/settings/profile')
    await screen.findByRole('form', { name: 'Your profile' })
    within(nav()).getByRole('link', { name: 'Privacy' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('form', { name: 'Your privacy' })
    expect(router.state.location.pathname).toBe('/settings/privacy')
  })
})
