import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../test/render-route.tsx'
import { useSettingsApi } from './settings-fakes.ts'

describe('settings: privacy (/settings/privacy)', () => {
  it('is one form whose Save sends only the privacy choice made', async () => {
    const patches: unknown[] = []
    useSettingsApi({ patches })
    const { user } = renderRoute('/settings/privacy')
    await screen.findByRole('form', { name: 'Your privacy' })
    // The profile's fields are on their own page.
    expect(screen.queryByRole('textbox', { name: 'Pronouns' })).toBeNull()
    await user.click(screen.getByRole('switch', { name: 'Show me in the directory' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('All changes saved.')
    expect(patches).toEqual([{ directoryOptOut: true }])
  })
})
