import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  ALL_SECTIONS_ON,
  NOTIFICATION_DEFAULT_KEYS,
  SchoolAdmin,
  SchoolSettings,
  type SchoolAdminPatch,
} from '@quad/shared'
import { answer, demoSchool, maya, ORIGIN } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { server } from '../../test/setup-routes.ts'

const admin = { ...maya, roles: ['school_admin' as const] }
const saved = SchoolAdmin.parse({
  name: 'Demo University',
  top_bar_bg_color: '005fbf',
  logo_url: null,
  favicon_url: null,
  connect: true,
  sections: ALL_SECTIONS_ON,
  nav_bar: ['home', 'events', 'clubs', 'chat'],
  time_zone: 'UTC',
  menu_links: { jobs: 'https://jobs.demo.edu/' },
  hubs: [],
  profile_visibility_defaults: {},
  chat: { read_receipts: true, typing_indicators: true, group_limit: 100 },
  feed: { students_post: false, report_threshold: 3 },
  notification_defaults: Object.fromEntries(
    NOTIFICATION_DEFAULT_KEYS.map((key) => [key, { in_app: 'yes', mobile: 'no', email: 'no' }]),
  ),
  notify_by_email: true,
  deleted_content: 'anonymise',
  deletion_grace_days: 14,
})

function useAdminApi(patches: SchoolAdminPatch[]) {
  server.use(
    http.get(`${ORIGIN}/api/v1/admin/school`, () => answer(SchoolAdmin, saved)),
    http.patch(`${ORIGIN}/api/v1/admin/school`, async ({ request }) => {
      const patch = (await request.json()) as SchoolAdminPatch
      patches.push(patch)
      return answer(SchoolAdmin, { ...saved, ...patch } as SchoolAdmin)
    }),
  )
}

describe('/admin/school (issue 14 item 1)', () => {
  it('sets what deleted accounts leave and their grace period (0..30) with the one Save', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const card = await screen.findByRole('region', { name: 'Deleted accounts' })
    const days = within(card).getByRole('spinbutton', { name: /Days before the account/ })
    expect(days).toHaveValue(14)
    await user.clear(days)
    await user.type(days, '31')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    // Drawn and focused in the click itself, so a screen reader reads the field with it.
    expect(within(card).getByText('at most 30')).toBeVisible()
    expect(days).toHaveFocus()
    expect(patches).toEqual([])

    await user.clear(days)
    await user.type(days, '0')
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Their posts, comments and messages' }),
      'Remove them',
    )
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Saved. Open pages are updating now.')
    expect(patches).toEqual([{ deleted_content: 'remove', deletion_grace_days: 0 }])
  })

  it('sets the school’s time zone, refusing a name no zone has (issue 30 bug 4)', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const card = await screen.findByRole('region', { name: 'Time zone' })
    const zone = within(card).getByRole('combobox', { name: 'School time zone' })
    expect(zone).toHaveValue('UTC')
    expect(card.querySelector('datalist option[value="America/New_York"]')).not.toBeNull()
    await user.clear(zone)
    await user.type(zone, 'America/New_Yrok')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(card).findByText('not a known time zone')).toBeVisible()
    await waitFor(() => expect(zone).toHaveFocus())
    expect(patches).toEqual([])

    await user.clear(zone)
    await user.type(zone, 'America/New_York')
    expect(within(card).getByText(/It is now .* there \((EST|EDT)\)\./)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Saved. Open pages are updating now.')
    expect(patches).toEqual([{ time_zone: 'America/New_York' }])
  })

  it('previews the colour with the spec 9 text rule and warns below 4.5:1', async () => {
    useAdminApi([])
    const { user } = renderRoute('/admin/school', { user: admin })
    const colour = await screen.findByRole('textbox', { name: 'Top bar colour' })
    await user.clear(colour)
    await user.type(colour, 'ffee00')
    expect(screen.getByTestId('contrast-note')).toHaveTextContent('Text on this colour is black')
    expect(screen.queryByText(/Low contrast/)).toBeNull()
    await user.clear(colour)
    await user.type(colour, '777777')
    // Brightness 119 says white, at 4.48:1; the bar takes black (4.7:1).
    expect(screen.getByTestId('contrast-note')).toHaveTextContent('black, contrast 4.7:1')
    expect(screen.getByText(/would give white text at 4.48:1/)).toBeVisible()
    expect(screen.getByTestId('top-bar-preview')).toHaveStyle({ backgroundColor: '#777777' })
  })

  it('refuses a plain-http link by the shared schema, then Save sends only what changed', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const jobs = await screen.findByRole('textbox', { name: 'Jobs' })
    await user.clear(jobs)
    await user.type(jobs, 'http://jobs.demo.edu/')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(screen.getByText('an https:// address')).toBeVisible()
    expect(jobs).toHaveFocus()
    expect(patches).toEqual([])

    await user.clear(jobs)
    await user.click(screen.getByRole('switch', { name: 'Chat' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Saved. Open pages are updating now.')
    expect(patches).toEqual([{ sections: { ...ALL_SECTIONS_ON, chat: false }, menu_links: {} }])
  })

  it('sets the feed’s switches: students may post, and reports before hiding (1..50)', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const feed = await screen.findByRole('region', { name: 'Feed' })
    const threshold = within(feed).getByRole('spinbutton', { name: 'Reports before hiding' })
    expect(threshold).toHaveValue(3)
    await user.clear(threshold)
    await user.type(threshold, '0')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(feed).findByText('at least 1')).toBeVisible()
    await waitFor(() => expect(threshold).toHaveFocus())
    expect(patches).toEqual([])

    await user.clear(threshold)
    await user.type(threshold, '5')
    await user.click(
      within(feed).getByRole('switch', { name: 'Students may post to the school feed' }),
    )
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Saved. Open pages are updating now.')
    expect(patches).toEqual([{ feed: { students_post: true, report_threshold: 5 } }])
  })

  it('puts the bars’ destinations in order, up to four, and the shell follows (issue 30 bug 5)', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const card = await screen.findByRole('region', { name: 'Navigation bars' })
    const order = () =>
      within(within(card).getByRole('list', { name: 'Navigation bars' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(order()).toEqual(['1Home', '2Events', '3Clubs', '4Chat'])
    // Full: another destination waits until one is taken off.
    expect(within(card).getByRole('button', { name: 'Add Calendar' })).toBeDisabled()
    await user.click(within(card).getByRole('button', { name: 'Take Events off the bars' }))
    await user.click(within(card).getByRole('button', { name: 'Add Calendar' }))
    await user.click(within(card).getByRole('button', { name: 'Move Calendar up' }))
    expect(order()).toEqual(['1Home', '2Clubs', '3Calendar', '4Chat'])
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('Saved. Open pages are updating now.')
    expect(patches).toEqual([{ nav_bar: ['home', 'clubs', 'calendar', 'chat'] }])
  })

  it('refuses an empty bar with the shared schema’s message, before any request', async () => {
    const patches: SchoolAdminPatch[] = []
    useAdminApi(patches)
    const { user } = renderRoute('/admin/school', { user: admin })
    const card = await screen.findByRole('region', { name: 'Navigation bars' })
    for (const name of ['Home', 'Events', 'Clubs', 'Chat']) {
      await user.click(within(card).getByRole('button', { name: `Take ${name} off the bars` }))
    }
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await within(card).findByText('at least one destination')).toBeVisible()
    expect(patches).toEqual([])
  })

  it('re-reads the school on a `school` frame: the shell changes without a reload', async () => {
    useAdminApi([])
    const { realtime } = renderRoute('/', { user: maya })
    const [nav] = await screen.findAllByRole('navigation', { name: 'Main sections' })
    if (!nav) throw new Error('no left bar')
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Events', 'Clubs', 'Chat'])
    const changed = SchoolSettings.parse({
      ...demoSchool,
      top_bar_bg_color: '8a1538',
      sections: { ...ALL_SECTIONS_ON, chat: false },
      nav_bar: ['calendar', 'home', 'chat'],
    })
    server.use(http.get(`${ORIGIN}/mobile_ws/v18/school`, () => answer(SchoolSettings, changed)))
    // Until the socket is open a frame reaches no one: send until the shell follows.
    await waitFor(() => {
      realtime.send({ type: 'school' })
      expect(within(nav).queryByRole('link', { name: 'Chat' })).toBeNull()
    })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Calendar', 'Home'])
    expect(document.documentElement.style.getPropertyValue('--school-color')).toBe('#8a1538')
  })

  it('shows a switched-off section as turned off, not as a missing page', async () => {
    renderRoute('/edu', {
      user: maya,
      school: SchoolSettings.parse({
        ...demoSchool,
        sections: { ...ALL_SECTIONS_ON, edu: false },
      }),
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Education is turned off by your school',
      }),
    ).toBeVisible()
  })
})
