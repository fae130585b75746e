import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoSchool, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'
import { useSettingsApi } from './settings-fakes.ts'

const PROFILE = '/settings/profile'
const save = () => screen.getByRole('button', { name: 'Save changes' })

describe('settings: profile', () => {
  it('previews the profile with the buttons a schoolmate sees, which do nothing here', async () => {
    useSettingsApi()
    const { user } = renderRoute(PROFILE)
    await user.click(await screen.findByRole('button', { name: 'Someone at school' }))
    const preview = await screen.findByRole('dialog', {
      name: 'Your profile, as someone at school sees it',
    })
    const actions = await within(preview).findByRole('group', { name: /Maya Lindqvist/ })
    expect(within(actions).queryByRole('link', { name: 'View Profile' })).toBeNull()
    const connect = within(actions).getByRole('button', { name: 'Connect' })
    expect(connect).toHaveAttribute('aria-disabled', 'true')
    // What the school does not see is not in the preview.
    expect(within(preview).queryByText('+1 555 0100')).toBeNull()
  })

  it('previews as a connection with Message, not Connect', async () => {
    useSettingsApi()
    const { user } = renderRoute(PROFILE)
    await user.click(await screen.findByRole('button', { name: 'A connection' }))
    const preview = await screen.findByRole('dialog', {
      name: 'Your profile, as a connection sees it',
    })
    const actions = await within(preview).findByRole('group', { name: /Maya Lindqvist/ })
    expect(within(actions).getByRole('button', { name: 'Message' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(actions).queryByRole('button', { name: 'Connect' })).toBeNull()
  })

  it('offers no connection preview at a school with connect off', async () => {
    useSettingsApi()
    renderRoute(PROFILE, { school: { ...demoSchool, config: { connect: false } } })
    await screen.findByRole('button', { name: 'Someone at school' })
    expect(screen.queryByRole('button', { name: 'A connection' })).toBeNull()
  })
})

describe('settings: the profile form', () => {
  it('saves only what changed, with its one Save button', async () => {
    const patches: unknown[] = []
    useSettingsApi({ patches })
    const { user } = renderRoute(PROFILE)
    const pronouns = await screen.findByRole('textbox', { name: 'Pronouns' })
    await user.clear(pronouns)
    await user.type(pronouns, 'they/them')
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()
    await user.click(save())
    await screen.findByText('All changes saved.')
    expect(patches).toEqual([{ genderPronoun: 'they/them' }])
  })

  it('marks and focuses a field the form rejects', async () => {
    const patches: unknown[] = []
    useSettingsApi({ patches })
    const { user } = renderRoute(PROFILE)
    const year = await screen.findByRole('textbox', { name: 'Class year' })
    await user.clear(year)
    await user.type(year, '20x8')
    await user.click(save())
    await waitFor(() => {
      expect(year).toHaveFocus()
    })
    expect(year).toHaveAccessibleDescription(/Enter a four-digit year/)
    expect(patches).toEqual([])
  })

  it("shows the server's 400 beside the field it names", async () => {
    useSettingsApi()
    server.use(
      http.patch(`${ORIGIN}/mobile_ws/v18/me/profile`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'Invalid request',
              issues: [{ path: 'body.companyName', message: 'Too long: at most 120 characters' }],
            },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = renderRoute(PROFILE)
    const company = await screen.findByRole('textbox', { name: 'Company or organization' })
    await user.type(company, 'Quad Labs')
    await user.click(save())
    await waitFor(() => {
      expect(company).toHaveFocus()
    })
    expect(company).toHaveAccessibleDescription('Too long: at most 120 characters')
    expect(company).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks before leaving with unsaved changes, and loses nothing by staying', async () => {
    useSettingsApi()
    const { user, router } = renderRoute(PROFILE)
    const pronouns = await screen.findByRole('textbox', { name: 'Pronouns' })
    await user.clear(pronouns)
    await user.type(pronouns, 'they/them')
    const nav = screen.getByRole('navigation', { name: 'Settings sections' })
    await user.click(within(nav).getByRole('link', { name: 'Privacy' }))
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await user.click(within(leave).getByRole('button', { name: 'Keep editing' }))
    expect(router.state.location.pathname).toBe(PROFILE)
    expect(pronouns).toHaveValue('they/them')

    await user.click(within(nav).getByRole('link', { name: 'Privacy' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    )
    await screen.findByRole('form', { name: 'Your privacy' })
    expect(router.state.location.pathname).toBe('/settings/privacy')
  })
})
