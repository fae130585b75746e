import { describe, expect, it } from 'vitest'
import { mergeMessages, SeenMessages } from './message-merge.ts'
import { testMessage } from './test-message.ts'

const message = (id: number, seq: number, body = `m${String(id)}`) => testMessage(id, seq, { body })

describe('mergeMessages', () => {
  it('adds new messages in id order and shows each once', () => {
    const held = [message(1, 1), message(3, 3)]
    const merged = mergeMessages(held, [message(4, 4), message(2, 2), message(3, 3)])
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4])
  })

  it('replaces a message by a later change and ignores an older copy', () => {
    const held = [message(1, 1), message(2, 5, 'edited')]
    const merged = mergeMessages(held, [message(2, 2, 'original'), message(1, 6, 'also edited')])
    expect(merged.map((m) => m.body)).toEqual(['also edited', 'edited'])
  })

  it('returns the same array when nothing changed, so React skips a render', () => {
    const held = [message(1, 1)]
    expect(mergeMessages(held, [message(1, 1)])).toBe(held)
  })
})

describe('SeenMessages', () => {
  it('tells a first sighting from a change and from a repeat', () => {
    const seen = new SeenMessages()
    expect(seen.record({ id: 1, seq: 10 })).toBe('new')
    expect(seen.record({ id: 1, seq: 10 })).toBe(null)
    expect(seen.record({ id: 1, seq: 12 })).toBe('changed')
    expect(seen.record({ id: 1, seq: 11 })).toBe(null)
  })

  it('forgets the oldest ids past its limit', () => {
    const seen = new SeenMessages(2)
    seen.record({ id: 1, seq: 1 })
    seen.record({ id: 2, seq: 2 })
    seen.record({ id: 3, seq: 3 })
    expect(seen.record({ id: 3, seq: 3 })).toBe(null)
    expect(seen.record({ id: 1, seq: 1 })).toBe('new')
  })
})
