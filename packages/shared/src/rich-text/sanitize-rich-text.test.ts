import { expect, it } from 'vitest'
import { plainText, sanitizeRichText } from './sanitize-rich-text.ts'

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

it('makes the feed’s mentions links to the profile when asked, and drops any other span', () => {
  const href = (uid: string) => `/student_profile?uid=${uid}`
  expect(
    sanitizeRichText('<p>Hi <span data-mention="ab_12">@Ann</span> <span>x</span></p>', {
      mentionHref: href,
    }),
  ).toBe('<p>Hi <a href="/student_profile?uid=ab_12" data-mention="ab_12">@Ann</a> x</p>')
  // A forged uid is only text; without the option a mention is only text too.
  expect(sanitizeRichText('<span data-mention="a b">@Ann</span>', { mentionHref: href })).toBe(
    '@Ann',
  )
  expect(sanitizeRichText('<span data-mention="ab">@Ann</span>')).toBe('@Ann')
  expect(sanitizeRichText('<a data-mention="ab" href="https://x.example">x</a>')).not.toContain(
    'data-mention',
  )
})

it('reads plain text out of sanitised HTML', () => {
  expect(plainText('<p>a &amp; b</p><p>c&nbsp;d</p>')).toBe('a & b c d')
})
