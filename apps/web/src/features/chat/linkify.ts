/** A run of message text: plain, or a link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
/** Punctuation that ends a sentence rather than the address ("see https://x.edu."). */
const TRAILING = /[.,;:!?'")\]]+$/

/**
 * Splits plain text into text and links (http, https and www. addresses only), so links
 * render as anchors built by React, never as HTML (ChatMessage.body is plain text).
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index
    const raw = match[0].replace(TRAILING, '')
    if (raw.length === 0) continue
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) })
    const href = raw.toLowerCase().startsWith('www.') ? `https://${raw}` : raw
    parts.push({ kind: 'link', text: raw, href })
    last = start + raw.length
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) })
  return parts
}
