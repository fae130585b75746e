import { describe, expect, it } from 'vitest'
import { noteSent, receive } from './search-echoes.ts'

describe('search echoes', () => {
  it('an echo of an earlier search is known as one, and later searches stay pending', () => {
    const sent = noteSent(noteSent([], 'jna'), 'jnah')
    expect(receive(sent, 'jna')).toEqual({ isEcho: true, sent: ['jnah'] })
    expect(receive(['jnah'], 'jnah')).toEqual({ isEcho: true, sent: [] })
  })

  it('a value the field never sent is the URL changing under it, and forgets what was pending', () => {
    expect(receive(['abc'], 'xyz')).toEqual({ isEcho: false, sent: [] })
    expect(receive([], '')).toEqual({ isEcho: false, sent: [] })
  })

  it('Back to a search answered long ago is not an echo', () => {
    const afterFirst = receive(noteSent([], 'abc'), 'abc').sent
    const afterSecond = receive(noteSent(afterFirst, 'xyz'), 'xyz').sent
    expect(receive(afterSecond, 'abc').isEcho).toBe(false)
  })
})
