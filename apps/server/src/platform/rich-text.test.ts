import { expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text.ts'

it('keeps formatting and safe links, drops scripts, handlers and javascript: URLs', () => {
  expect(sanitizeRichText('<p>Hi <b>there</b><script>alert(1)</script></p>')).toBe(
    '<p>Hi <b>there</b></p>',
  )
  expect(sanitizeRichText('<img src=x onerror=alert(1)><p onclick="x()">ok</p>')).toBe('<p>ok</p>')
  // A link left without a safe address is unwrapped to its text.
  expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('x')
  expect(sanitizeRichText('<p><a>no <i>address</i></a></p>')).toBe('<p>no <i>address</i></p>')
  expect(sanitizeRichText('<a href="https://quad.example">x</a>')).toContain(
    'href="https://quad.example"',
  )
})
