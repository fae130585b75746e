import sanitizeHtml from 'sanitize-html'

/**
 * Issue 4: the bio is rich text, sanitised when written (and again by the client
 * before display, spec 5). Only simple formatting and http(s)/mailto links survive;
 * links open safely.
 */
export function sanitizeBio(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      }),
    },
  }).trim()
}
