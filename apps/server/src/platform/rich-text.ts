import sanitizeHtml from 'sanitize-html'

const TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote']

/** What rich text may hold (a bio, an event's description): simple formatting and http(s)/mailto links. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
}

/** Marks a link whose address was dropped, for the last pass to unwrap. */
const UNWRAP = 'quad-unwrap'

/**
 * Rich text a student writes, sanitised when written (and again by the client before
 * display, spec 5): the profile bio (issue 4) and an event's description (issue 15). Only simple formatting and http(s)/mailto links survive;
 * links open safely. A link whose address was dropped (javascript:, data:, none) is
 * unwrapped to its text (issue 12): an `<a>` without an href would still look like a link.
 *
 * Three passes, because sanitize-html drops an unsafe href only after `transformTags` has
 * run: the first sanitises; the second, over clean HTML, renames each `<a>` left without
 * an href (kept as an allowed tag: a renamed tag that is also discarded leaks its name onto
 * the next closing tag at its depth in sanitize-html 2.18); the third discards the renamed
 * tags and keeps their content.
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    ...ALLOWED,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
    },
  })
  const marked = sanitizeHtml(clean, {
    ...ALLOWED,
    allowedTags: [...TAGS, UNWRAP],
    transformTags: {
      a: (tagName, attribs) =>
        attribs.href ? { tagName, attribs } : { tagName: UNWRAP, attribs: {} },
    },
  })
  return sanitizeHtml(marked, ALLOWED).trim()
}
