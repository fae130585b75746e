/*
 * Comments are written in a plain textarea (issue 16 allows it; the server sanitises every
 * body as rich text): the text is escaped and its lines become paragraphs and breaks, so
 * "<b>" typed by a student stays the four characters they typed.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('')
}

/** A body's text for editing it again: paragraphs and breaks back to new lines. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*<p>/gi, '\n\n'),
    'text/html',
  )
  return (document.body.textContent ?? '').trim()
}
