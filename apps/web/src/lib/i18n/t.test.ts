import '../../features/directory/messages.ts'
import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './format.ts'
import { t } from './t.ts'

describe('t', () => {
  it('returns a message without placeholders as it is', () => {
    expect(t('login.title')).toBe('Sign in')
  })

  it('fills every placeholder, strings and numbers alike', () => {
    expect(t('home.signedInAs', { school: 'Demo University', email: 'a@b.edu' })).toBe(
      'You are signed in to Demo University as a@b.edu.',
    )
    expect(t('directory.shownOf', { shown: 3, total: 'x' })).toBe('Showing 3 of x')
  })
})

describe('format', () => {
  it('formats numbers and dates with Intl in the catalogue locale', () => {
    expect(formatNumber(12345)).toBe('12,345')
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 5, 2026')
    expect(formatDate(new Date(2026, 0, 5), 'long')).toBe('Monday, January 5')
  })
})

describe('section catalogues', () => {
  it('finds a lazily loaded section’s strings once it has registered them', async () => {
    await import('../../features/chat/messages.ts')
    expect(t('chat.typingOne', { name: 'Jonah' })).toBe('Jonah is typing…')
  })
})
