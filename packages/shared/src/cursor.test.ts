import { expect, it } from 'vitest'
import * as z from 'zod/mini'
import { Cursor, decodeCursor, encodeCursor, Page } from './paging.ts'

it('round-trips keyset values through an opaque base64url cursor', () => {
  const values = ['2026-01-01T12:00:00.123456Z', 42]
  const cursor = encodeCursor(values)
  expect(cursor).toBe('WyIyMDI2LTAxLTAxVDEyOjAwOjAwLjEyMzQ1NloiLDQyXQ')
  expect(decodeCursor(cursor, 2)).toEqual(values)
  const known = {
    'é ü': 'WyLDqSDDvCJd',
    a: 'WyJhIl0',
    ab: 'WyJhYiJd',
    abc: 'WyJhYmMiXQ',
    '😀': 'WyLwn5iAIl0',
  }
  for (const [text, encoded] of Object.entries(known)) {
    expect(encodeCursor([text])).toBe(encoded)
    expect(decodeCursor(encoded, 1)).toEqual([text])
    expect(decodeCursor(encodeCursor([text, 1]), 2)).toEqual([text, 1])
  }
})

it('refuses cursors it did not give', () => {
  expect(decodeCursor('', 2)).toBeNull()
  expect(decodeCursor('not a cursor!', 2)).toBeNull()
  expect(decodeCursor('abc', 2)).toBeNull()
  expect(decodeCursor('abcde', 2)).toBeNull()
  expect(decodeCursor(encodeCursor(['x']), 2)).toBeNull()
  expect(decodeCursor(encodeCursor(['x', 1.5]), 2)).toBeNull()
  expect(decodeCursor('eyJhIjoxfQ', 1)).toBeNull() // {"a":1}
  expect(decodeCursor('W251bGwsMV0', 2)).toBeNull() // [null,1]
  expect(decodeCursor('W_9d', 1)).toBeNull() // not UTF-8
  expect(decodeCursor(encodeCursor(['x'.repeat(300), 1]), 2)).toBeNull()
})

it('types a page of items with its next cursor', () => {
  const NumberPage = Page(z.number())
  expect(z.parse(NumberPage, { items: [1, 2], nextCursor: null })).toEqual({
    items: [1, 2],
    nextCursor: null,
  })
  expect(z.safeParse(NumberPage, { items: [1] }).success).toBe(false)
  expect(z.safeParse(Cursor, '').success).toBe(false)
})
