import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { maya } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'

const admin = { ...maya, roles: ['school_admin' as const] }
const moderator = { ...maya, roles: ['moderator' as const] }

describe('the admin console frame (issue 14)', () => {
  it('opens the first page a school admin may use, with every page in its navigation', async () => {
    renderRoute('/admin', { user: admin })
    const nav = await screen.findByRole('navigation', { name: 'Admin pages' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'School',
      'People',
      'Clubs',
      'Badges',
      'Rooms',
      'Event approvals',
      'Budget requests',
      'Forms',
      'Attendance',
      'Transcript',
      'Moderation',
      'Connected systems',
      'Sign-in',
    ])
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows a moderator the moderation queue only, and no page that is not theirs', async () => {
    renderRoute('/admin', { user: moderator })
    const nav = await screen.findByRole('navigation', { name: 'Admin pages' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Moderation'])
  })

  it('tells a moderator a school admin page is not for them', async () => {
    renderRoute('/admin/people', { user: moderator })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not for your account' }),
    ).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Admin pages' })).toBeNull()
  })

  it('tells a student the console is not for them', async () => {
    renderRoute('/admin', { user: maya })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not for your account' }),
    ).toBeVisible()
  })

  it('offers Admin in the main menu to a school admin, and not to a student', async () => {
    const view = renderRoute('/', { user: admin })
    await view.user.click(await screen.findByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: /^Admin/ })).toHaveAttribute('href', '/admin')
  })
})
