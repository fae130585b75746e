import { describe, expect, it } from 'vitest'
import { withArticle } from './wording.ts'

describe('withArticle', () => {
  it.each([
    ['officer', 'an officer'],
    ['member', 'a member'],
    ['event', 'an event'],
    ['academic', 'an academic'],
    ['Art Club', 'an Art Club'],
    ['university', 'a university'],
    ['hour', 'an hour'],
    ['one-off', 'a one-off'],
    ['chat message', 'a chat message'],
  ])('%s → %s', (word, expected) => {
    expect(withArticle(word)).toBe(expected)
  })
})
