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
 * A mention the feed wrote into a body (`<span data-mention="uid">`) as a link to the
 * schoolmate's profile: the server's render of a post (decision 075) draws what the browser's
 * sanitiser draws (apps/web features/feed/sanitize-post.ts).
 */
export interface RichTextOptions {
  mentionHref?: (uid: string) => string
}

const MENTION_UID = /^[A-Za-z0-9_-]{1,64}$/

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
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  const { mentionHref } = options
  const kept: sanitizeHtml.IOptions = mentionHref
    ? { ...ALLOWED, allowedAttributes: { a: ['href', 'rel', 'target', 'data-mention'] } }
    : ALLOWED
  const clean = sanitizeHtml(html, {
    ...kept,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
      // Any other span is not allowed: only its text stays.
      ...(mentionHref && {
        span: (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
          const uid = attribs['data-mention'] ?? ''
          if (!MENTION_UID.test(uid)) return { tagName, attribs: {} }
          return { tagName: 'a', attribs: { href: mentionHref(uid), 'data-mention': uid } }
        },
      }),
    },
  })
  const marked = sanitizeHtml(clean, {
    ...kept,
    allowedTags: [...TAGS, UNWRAP],
    transformTags: {
      a: (tagName, attribs) =>
        attribs.href ? { tagName, attribs } : { tagName: UNWRAP, attribs: {} },
    },
  })
  return sanitizeHtml(marked, kept).trim()
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/** The text of sanitised HTML: tags dropped (block ends become spaces), entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()
}
