import { describe, expect, it } from 'vitest'
import { reactorList, shownReactions } from './shown-reactions.ts'

const words = {
  you: 'you',
  others: (count: number) => `${String(count)} other${count === 1 ? '' : 's'}`,
  and: 'and',
  someone: 'someone',
}
const names: Record<string, string> = {
  j: 'Jonah Park',
  l: 'Lena Ortiz',
  s: 'Sam Lee',
  t: 'Tia Ng',
}

describe('shownReactions', () => {
  const held = [
    { emoji: '👍', count: 2, uids: ['j', 'l'] },
    { emoji: '🎉', count: 1, uids: ['me'] },
  ]

  it('adds a tap not yet answered to its kind, or as a new kind at the end', () => {
    const shown = shownReactions(
      held,
      new Map([
        ['👍', true],
        ['🔥', true],
      ]),
      'me',
    )
    expect(shown).toEqual([
      { emoji: '👍', count: 3, uids: ['j', 'l', 'me'] },
      { emoji: '🎉', count: 1, uids: ['me'] },
      { emoji: '🔥', count: 1, uids: ['me'] },
    ])
    expect(held[0]?.count).toBe(2)
  })

  it('takes one back, dropping a kind left empty, and ignores what is already so', () => {
    const shown = shownReactions(
      held,
      new Map([
        ['🎉', false],
        ['👍', false],
      ]),
      'me',
    )
    expect(shown).toEqual([{ emoji: '👍', count: 2, uids: ['j', 'l'] }])
    expect(shownReactions(held, new Map([['🎉', true]]), 'me')).toEqual(held)
  })
})

describe('reactorList', () => {
  const nameOf = (uid: string) => names[uid]
  it('puts "you" first and names up to three', () => {
    const reaction = { emoji: '👍', count: 3, uids: ['j', 'me', 'l'] }
    expect(reactorList(reaction, 'me', nameOf, words)).toBe('you, Jonah Park and Lena Ortiz')
  })
  it('counts the rest, and names one alone', () => {
    const many = { emoji: '👍', count: 5, uids: ['j', 'l', 's', 't', 'x'] }
    expect(reactorList(many, 'me', nameOf, words)).toBe(
      'Jonah Park, Lena Ortiz, Sam Lee and 2 others',
    )
    expect(reactorList({ emoji: '👍', count: 1, uids: ['me'] }, 'me', nameOf, words)).toBe('you')
    expect(reactorList({ emoji: '👍', count: 1, uids: ['gone'] }, 'me', nameOf, words)).toBe(
      'someone',
    )
  })
})
