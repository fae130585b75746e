import * as z from 'zod/mini'

/**
 * Links in a message's plain text (issue 35 item 6), found the same way by the web app (which
 * makes them anchors) and the server (which unfurls the first one): http, https and `www.`
 * addresses only, sentence punctuation after them left out.
 */
export interface FoundLink {
  /** Where it starts in the text. */
  start: number
  /** As written. */
  text: string
  /** Where it goes: `www.` addresses get `https://`. */
  href: string
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
/** Punctuation that ends a sentence rather than the address ("see https://x.edu."). */
const TRAILING = /[.,;:!?'")\]]+$/

export function findLinks(body: string): FoundLink[] {
  const links: FoundLink[] = []
  for (const match of body.matchAll(URL_PATTERN)) {
    const text = match[0].replace(TRAILING, '')
    if (text.length === 0) continue
    const href = text.toLowerCase().startsWith('www.') ? `https://${text}` : text
    links.push({ start: match.index, text, href })
  }
  return links
}

/** Longest address a preview is made for; longer ones are not unfurled. */
export const LINK_URL_MAX = 2048
/** What a preview keeps of the page's words, in characters. */
export const LINK_SITE_NAME_MAX = 80
export const LINK_TITLE_MAX = 200
export const LINK_DESCRIPTION_MAX = 300

/** The link a message's preview is made for (issue 35 item 6): its first; null for none. */
export function firstLink(body: string): string | null {
  return findLinks(body)[0]?.href ?? null
}

/**
 * A link's preview under its message (issue 35 item 6): the page's Open Graph words as plain
 * text and whether a thumbnail was kept (`GET …/messages/{messageId}/preview/image`).
 */
export const ChatLinkPreview = z.object({
  url: z.string(),
  siteName: z.nullable(z.string()),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  hasImage: z.boolean(),
})
export type ChatLinkPreview = z.infer<typeof ChatLinkPreview>
