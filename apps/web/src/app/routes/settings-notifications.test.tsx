import { NotificationPreferences, SETTINGS_OF } from '@quad/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSchool } from '../../test/fake-api.ts'
import { renderRoute } from '../../test/render-route.tsx'
import { capabilities, preferences, useSettingsApi } from './settings-fakes.ts'

const switches = (settings: readonly string[]) =>
  Object.fromEntries(settings.map((s) => [s, { in_app: 'yes', mobile: 'no', email: 'no' }]))

/** The matrix of a student in these clubs, each with every setting of their role. */
const inClubs = (...clubs: { groupId: string; name: string; role: 'member' | 'officer' }[]) =>
  NotificationPreferences.parse({
    ...preferences,
    groups: clubs.map((club) => ({ ...club, settings: switches(SETTINGS_OF[club.role]) })),
  })

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('settings: notifications (/settings/notifications)', () => {
  it('shows only the settings something at the school can raise', async () => {
    useSettingsApi({
      preferences: inClubs(
        { groupId: 'chess', name: 'Chess Club', role: 'member' },
        { groupId: 'film', name: 'Film Society', role: 'officer' },
      ),
    })
    renderRoute('/settings/notifications')
    const general = await screen.findByRole('table', { name: 'General notifications' })
    expect(rowNames(general)).toEqual(['Chat messages', 'Connection requests'])
    // No courses: no academic table. A member of Chess has nothing Quad can send them there.
    expect(screen.queryByRole('table', { name: 'Academic notifications' })).toBeNull()
    expect(screen.queryByRole('table', { name: 'Chess Club: as a member' })).toBeNull()
    const film = screen.getByRole('table', { name: 'Film Society: as an officer' })
    expect(rowNames(film)).toEqual(['New members'])
  })

  it('saves a switch at once and says so', async () => {
    useSettingsApi()
    const { user } = renderRoute('/settings/notifications')
    const general = await screen.findByRole('table', { name: 'General notifications' })
    const toggle = within(general).getByRole('switch', { name: 'Connection requests: Email' })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    // The toast region is named Notifications too: the section is the one in main.
    const section = within(screen.getByRole('main')).getByRole('region', { name: 'Notifications' })
    expect(await within(section).findByText('Saved.')).toBeInTheDocument()
    expect(toggle).toBeChecked()
    // The platform the school cannot deliver is shown off and cannot be switched.
    expect(
      within(general).getByRole('switch', { name: 'Connection requests: Mobile push' }),
    ).toBeDisabled()
  })

  it('shows every student the events they go to, bound to their own switches', async () => {
    const patches: { path: string; body: unknown }[] = []
    // A plain member of one club: no officer table, but the attendee settings all the same.
    useSettingsApi({
      preferencePatches: patches,
      preferences: inClubs({ groupId: 'chess', name: 'Chess Club', role: 'member' }),
    })
    const { user } = renderRoute('/settings/notifications')
    const events = await screen.findByRole('table', { name: 'Events you go to' })
    expect(rowNames(events)).toEqual([
      'A reminder the day before, and cancellations',
      'A place opens for you from the waiting list',
    ])
    const reminder = 'A reminder the day before, and cancellations'
    const inApp = within(events).getByRole('switch', { name: `${reminder}: In-app` })
    expect(inApp).toBeChecked()
    await user.click(inApp)
    await waitFor(() => {
      expect(inApp).not.toBeChecked()
    })
    await user.click(within(events).getByRole('switch', { name: `${reminder}: on` }))
    expect(await within(events).findByText('Off everywhere')).toBeInTheDocument()
    expect(within(events).getByRole('switch', { name: `${reminder}: Email` })).toBeDisabled()
    expect(patches).toEqual([
      {
        path: '/api/v1/notifications/preferences/groups/eventReminder',
        body: { preferences: { in_app: 'no' } },
      },
      {
        path: '/api/v1/notifications/preferences/global/groups/eventReminder',
        body: { status: 'disabled' },
      },
    ])
  })

  it('shows no events table when nothing at the school can raise those notices', async () => {
    useSettingsApi({
      capabilities: { ...capabilities, offered: { ...capabilities.offered, attendee: [] } },
    })
    renderRoute('/settings/notifications')
    await screen.findByRole('table', { name: 'General notifications' })
    expect(screen.queryByRole('table', { name: 'Events you go to' })).toBeNull()
  })

  it('keeps the school’s zone for the digest until the student picks one (issue 30 bug 4)', async () => {
    const patches: { path: string; body: unknown }[] = []
    useSettingsApi({
      preferencePatches: patches,
      preferences: NotificationPreferences.parse({
        ...preferences,
        email: { digest: 'off', quietHours: null, timeZone: null },
        push: { lockScreenText: false },
      }),
    })
    const { user } = renderRoute('/settings/notifications', {
      school: { ...demoSchool, time_zone: 'America/New_York' },
    })
    const zone = await screen.findByRole('combobox', { name: 'Time zone' })
    expect(zone).toHaveDisplayValue('America/New_York (your school’s)')
    await user.click(screen.getByRole('switch', { name: 'Daily digest' }))
    await user.selectOptions(zone, 'Asia/Tokyo')
    await user.selectOptions(zone, 'America/New_York (your school’s)')
    await waitFor(() => {
      expect(patches.map((patch) => patch.body)).toEqual([
        { digest: 'daily' },
        { timeZone: 'Asia/Tokyo' },
        { timeZone: null },
      ])
    })
  })
})
