import { describe, expect, it } from 'vitest'
import { settingsPathForHash } from './settings-pages.ts'

describe('settingsPathForHash', () => {
  it('sends the old anchors to their sub-pages', () => {
    expect(settingsPathForHash('#notifications')).toBe('/settings/notifications#notifications')
    expect(settingsPathForHash('#blocked')).toBe('/settings/blocked')
    expect(settingsPathForHash('#privacy')).toBe('/settings/privacy')
  })

  it('lands anything else on the profile', () => {
    expect(settingsPathForHash('')).toBe('/settings/profile')
    expect(settingsPathForHash('#about')).toBe('/settings/profile')
    expect(settingsPathForHash('#constructor')).toBe('/settings/profile')
  })
})
