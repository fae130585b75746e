import { describe, expect, it } from 'vitest'
import { canSee, effectiveVisibility, visibleFields } from './visibility.ts'

describe('profile field visibility', () => {
  it('takes the owner, then the school, then Quad defaults', () => {
    expect(effectiveVisibility('phones', {}, {})).toBe('connections')
    expect(effectiveVisibility('phones', {}, { phones: 'school' })).toBe('school')
    expect(effectiveVisibility('phones', { phones: 'private' }, { phones: 'school' })).toBe(
      'private',
    )
    expect(effectiveVisibility('email', { email: 'nonsense' }, {})).toBe('school')
  })

  it('shows each level only to its audience', () => {
    expect(canSee('private', 'owner')).toBe(true)
    expect(canSee('private', 'connection')).toBe(false)
    expect(canSee('connections', 'connection')).toBe(true)
    expect(canSee('connections', 'school')).toBe(false)
    expect(canSee('school', 'school')).toBe(true)
  })

  it('lists what a stranger, a connection and the owner may see', () => {
    const own = { bio: 'private', interests: 'connections' }
    expect(visibleFields(own, {}, 'school').has('bio')).toBe(false)
    expect(visibleFields(own, {}, 'school').has('interests')).toBe(false)
    expect(visibleFields(own, {}, 'connection').has('interests')).toBe(true)
    expect(visibleFields(own, {}, 'connection').has('bio')).toBe(false)
    expect(visibleFields(own, {}, 'owner').size).toBe(12)
  })
})
