import { NotificationPreferences, SETTINGS_OF } from '@quad/shared'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { preferences, useSettingsApi } from './settings-fakes.ts'

const switches = (settings: readonly string[]) =>
  Object.fromEntries(settings.map((s) => [s, { in_app: 'yes', mobile: 'no', email: 'no' }]))

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('settings: notifications (/settings/notifications)', () => {
  it('shows only the settings something at the school can raise', async () => {
    useSettingsApi({
      preferences: NotificationPreferences.parse({
        ...preferences,
        groups: [
          {
            groupId: 'chess',
            name: 'Chess Club',
            role: 'member',
            settings: switches(SETTINGS_OF.member),
          },
          {
            groupId: 'film',
            name: 'Film Society',
            role: 'officer',
            settings: switches(SETTINGS_OF.officer),
          },
        ],
      }),
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
})
