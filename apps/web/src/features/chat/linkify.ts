import { findLinks } from '@quad/shared'

/** A run of message text: plain, or a link found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * Splits plain text into text and links (http, https and www. addresses only: `findLinks`),
 * so links render as anchors built by React, never as HTML (ChatMessage.body is plain text).
 */
export function linkify(body: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const { start, text, href } of findLinks(body)) {
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) })
    parts.push({ kind: 'link', text, href })
    last = start + text.length
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) })
  return parts
}
