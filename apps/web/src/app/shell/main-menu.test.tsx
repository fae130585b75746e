import { SchoolSettings } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const school = SchoolSettings.parse({
  ...demoSchool,
  menu_links: { jobs: 'https://careers.demo.edu/', instagram: 'https://www.instagram.com/demo/' },
  hubs: [
    { id: 'main', name: 'Main campus', menu_id: null },
    { id: 'arts', name: 'Arts Hub', menu_id: 'societies' },
  ],
})

async function openMenu(settings: SchoolSettings = school) {
  const view = renderRoute('/', { school: settings })
  await view.user.click(await screen.findByRole('button', { name: 'Open menu' }))
  return { ...view, menu: await screen.findByRole('dialog', { name: 'Menu' }) }
}

describe("the main menu from the school's settings (issue 12)", () => {
  it('links where the school says, and leaves out what it has not set', async () => {
    const { menu, user } = await openMenu()
    expect(within(menu).getByRole('link', { name: /^Jobs/ })).toHaveAttribute(
      'href',
      'https://careers.demo.edu/',
    )
    expect(within(menu).queryByRole('link', { name: /^Virtual Space/ })).toBeNull()
    expect(within(menu).queryByRole('link', { name: /^Admin/ })).toBeNull()
    await user.click(within(menu).getByRole('button', { name: 'Social Media' }))
    expect(within(menu).getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/demo/',
    )
    expect(within(menu).queryByRole('link', { name: /^Twitter/ })).toBeNull()
    for (const link of within(menu).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/example\.com/)
    }
  })

  it("Switch Hub lists the school's hubs and opens the chosen hub's clubs", async () => {
    server.use(http.get(`${ORIGIN}/api/v1/*`, () => HttpResponse.json({}, { status: 404 })))
    const { menu, user, router } = await openMenu()
    const switchHub = within(menu).getByRole('button', { name: 'Switch Hub' })
    expect(switchHub).toHaveAttribute('aria-expanded', 'false')
    await user.click(switchHub)
    expect(switchHub).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu).getByRole('link', { name: 'Main campus' })).toHaveAttribute(
      'href',
      '/main/_/clubs',
    )
    await user.click(within(menu).getByRole('link', { name: 'Arts Hub' }))
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/arts/societies/clubs')
    })
  })

  it('offers no Switch Hub at a school without hubs', async () => {
    const { menu } = await openMenu({ ...school, hubs: [] })
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(within(menu).queryByRole('button', { name: 'Switch Hub' })).toBeNull()
    expect(within(menu).queryByRole('link', { name: 'Switch Hub' })).toBeNull()
  })
})
