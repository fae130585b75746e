import { describe, expect, it } from 'vitest'
import { linkify } from './linkify.ts'

describe('linkify', () => {
  it('finds http(s) and www. links and leaves the rest as text', () => {
    expect(linkify('See https://example.edu/a?b=1 and www.quad.test now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.edu/a?b=1', href: 'https://example.edu/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.quad.test', href: 'https://www.quad.test' },
      { kind: 'text', text: ' now' },
    ])
  })

  it('keeps sentence punctuation out of the address', () => {
    expect(linkify('Go to https://example.edu/x.').at(-1)).toEqual({ kind: 'text', text: '.' })
    expect(linkify('(https://example.edu)')[1]).toMatchObject({ href: 'https://example.edu' })
  })

  it('never makes a link of other schemes or markup', () => {
    expect(linkify('javascript:alert(1) <a href="x">y</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="x">y</a>' },
    ])
  })

  it('returns nothing for an empty body', () => {
    expect(linkify('')).toEqual([])
  })
})
