import { ACADEMIC_SETTINGS, GENERAL_SETTINGS, SETTINGS_OF } from '@quad/shared'
import { describe, expect, it } from 'vitest'
import { categoryLabel, platformLabel, settingLabel } from './labels.ts'

describe('notification labels', () => {
  it('names every spec 3 setting in words of its own', () => {
    const keys = [
      ...ACADEMIC_SETTINGS,
      ...GENERAL_SETTINGS,
      ...SETTINGS_OF.member,
      ...SETTINGS_OF.officer,
    ]
    for (const key of keys) {
      expect(settingLabel(key)).not.toMatch(/^notifications\./)
      expect(settingLabel(key)).not.toBe(key)
    }
    expect(settingLabel('connectionRequests')).toBe('Connection requests')
  })

  it('still reads a setting newer than the catalogue', () => {
    expect(settingLabel('studyGroupInvites')).toBe('Study group invites')
  })

  it('names categories and platforms', () => {
    expect(categoryLabel('general')).toBe('General')
    expect(platformLabel('in_app')).toBe('In-app')
    expect(platformLabel('mobile')).toBe('Mobile push')
  })
})
