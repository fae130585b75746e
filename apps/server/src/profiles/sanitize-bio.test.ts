import { expect, it } from 'vitest'
import { sanitizeBio } from './sanitize-bio.ts'

it('keeps formatting and safe links, drops scripts, handlers and javascript: URLs', () => {
  expect(sanitizeBio('<p>Hi <b>there</b><script>alert(1)</script></p>')).toBe(
    '<p>Hi <b>there</b></p>',
  )
  expect(sanitizeBio('<img src=x onerror=alert(1)><p onclick="x()">ok</p>')).toBe('<p>ok</p>')
  expect(sanitizeBio('<a href="javascript:alert(1)">x</a>')).toBe(
    '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
  )
  expect(sanitizeBio('<a href="https://quad.example">x</a>')).toContain(
    'href="https://quad.example"',
  )
})
