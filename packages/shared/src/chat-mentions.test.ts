import { describe, expect, it } from 'vitest'
import { mentionRanges, writtenMentions } from './chat-mentions.ts'

const maya = { uid: 'm', name: 'Maya Lin' }
const mayaL = { uid: 'ml', name: 'Maya Lindqvist' }
const tom = { uid: 't', name: 'Tom Ng' }

describe('chat mentions as written (issue 35 item 3)', () => {
  it('finds each @name as a whole name, in text order', () => {
    const text = 'hi @Tom Ng and @Maya Lin, see you'
    expect(mentionRanges(text, [maya, tom])).toEqual([
      { start: 3, end: 10, person: tom },
      { start: 15, end: 24, person: maya },
    ])
  })

  it('takes the longest name at a place and never a name that goes on', () => {
    expect(writtenMentions('@Maya Lindqvist!', [maya, mayaL])).toEqual([mayaL])
    expect(writtenMentions('@Maya Linda', [maya])).toEqual([])
    expect(writtenMentions('@Maya Lin2', [maya])).toEqual([])
  })

  it('names each person once, and none without the @ or with the name deleted', () => {
    expect(writtenMentions('@Tom Ng @Tom Ng', [tom])).toEqual([tom])
    expect(writtenMentions('Tom Ng, mail tom@Tom Ng', [tom])).toEqual([])
    expect(writtenMentions('(@Tom Ng)', [tom])).toEqual([tom])
    expect(writtenMentions('', [tom])).toEqual([])
    expect(writtenMentions('@Tom', [tom])).toEqual([])
  })
})
