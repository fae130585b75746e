import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { useSettingsApi } from './settings-fakes.ts'

// WCAG 2.4.2 (issue 12): each settings sub-page names itself inside "Settings".
describe('settings: sub-page titles', () => {
  it.each([
    ['/settings/profile', 'Profile · Settings · Demo University'],
    ['/settings/privacy', 'Privacy · Settings · Demo University'],
    ['/settings/notifications', 'Notifications · Settings · Demo University'],
    ['/settings/account', 'Account · Settings · Demo University'],
    ['/settings/blocked', 'Blocked students · Settings · Demo University'],
    ['/settings', 'Profile · Settings · Demo University'],
  ])('%s is titled "%s"', async (path, title) => {
    useSettingsApi()
    renderRoute(path)
    await waitFor(() => {
      expect(document.title).toBe(title)
    })
  })
})
