import { describe, expect, it } from 'vitest'
import { searchEmoji, type EmojiGroup } from './emoji-search.ts'
import { withTone } from './skin-tone.ts'

const groups: EmojiGroup[] = [
  {
    id: 'smileys',
    name: 'Smileys',
    emojis: [
      { emoji: '😂', name: 'face with tears of joy', tones: false },
      { emoji: '😀', name: 'grinning face', tones: false },
      { emoji: '🫠', name: 'melting face', tones: false },
    ],
  },
  { id: 'people', name: 'People', emojis: [{ emoji: '👍', name: 'thumbs up', tones: true }] },
]

describe('searchEmoji', () => {
  it('finds by the starts of the words of a name, name matches first', () => {
    expect(searchEmoji(groups, 'face').map((e) => e.emoji)).toEqual(['😂', '😀', '🫠'])
    expect(searchEmoji(groups, 'melt').map((e) => e.emoji)).toEqual(['🫠'])
    expect(searchEmoji(groups, 'tea joy').map((e) => e.emoji)).toEqual(['😂'])
    expect(searchEmoji(groups, 'gri').map((e) => e.emoji)).toEqual(['😀'])
  })

  it('finds by keywords, and nothing for an empty query', () => {
    const keywords = { '😂': ['lol', 'haha'], '👍': ['+1', 'yes'] }
    expect(searchEmoji(groups, 'LOL', keywords).map((e) => e.emoji)).toEqual(['😂'])
    expect(searchEmoji(groups, 'yes', keywords).map((e) => e.emoji)).toEqual(['👍'])
    expect(searchEmoji(groups, '  ', keywords)).toEqual([])
  })
})

describe('withTone', () => {
  it('puts the modifier after the first character, dropping a variation selector', () => {
    expect(withTone('👍', '\u{1F3FD}')).toBe('👍🏽')
    expect(withTone('☝️', '\u{1F3FB}')).toBe('☝🏻')
    expect(withTone('🧑‍💻', '\u{1F3FF}')).toBe('🧑🏿‍💻')
  })
  it('keeps an emoji no tone applies to that way, and any emoji without a tone', () => {
    expect(withTone('😂', '\u{1F3FD}')).toBe('😂')
    expect(withTone('👍', '')).toBe('👍')
  })
})
