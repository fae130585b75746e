import { Parser } from 'htmlparser2'
import { LINK_DESCRIPTION_MAX, LINK_SITE_NAME_MAX, LINK_TITLE_MAX } from '@quad/shared'

/** What a page says of itself, as plain text, and its image's absolute address. */
export interface PageMeta {
  siteName: string | null
  title: string | null
  description: string | null
  image: string | null
}

/** What the page's tags said, by field, before cleaning. */
type Found = Partial<Record<keyof PageMeta, string>>

/** The `<meta>` names read, by the field each fills (Open Graph first, then the plain ones). */
const META_FIELDS: Record<string, keyof PageMeta> = {
  'og:site_name': 'siteName',
  'og:title': 'title',
  'og:description': 'description',
  'og:image': 'image',
  'og:image:url': 'image',
  'og:image:secure_url': 'image',
}
const FALLBACK_FIELDS: Record<string, keyof PageMeta> = {
  description: 'description',
  'twitter:title': 'title',
  'twitter:description': 'description',
  'twitter:image': 'image',
}

/**
 * Reads a page's Open Graph `og:title`, `og:description`, `og:image` and `og:site_name`
 * (ogp.me), falling back to `<title>`, `<meta name=description>` and Twitter's cards, with an
 * HTML parser (htmlparser2), never patterns over the markup. Entities are decoded; the words
 * are kept as plain text, whitespace folded, cut to the preview's lengths; a relative image is
 * resolved against the page's address (or its `<base href>`), and kept only when http(s).
 */
export function pageMeta(html: string, pageUrl: URL): PageMeta {
  const og: Found = {}
  const fallback: Found = {}
  let base = pageUrl
  let title = ''
  let inTitle = false
  let titleDone = false
  let inSvg = 0
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') inSvg += 1
        if (name === 'title' && !titleDone && inSvg === 0) inTitle = true
        if (name === 'base' && attributes.href) base = resolved(attributes.href, pageUrl) ?? base
        if (name !== 'meta') return
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase()
        const content = attributes.content
        if (content === undefined) return
        const ogField = META_FIELDS[key]
        if (ogField) og[ogField] ??= content
        const fallbackField = FALLBACK_FIELDS[key]
        if (fallbackField) fallback[fallbackField] ??= content
      },
      ontext(text) {
        if (inTitle) title += text
      },
      onclosetag(name) {
        if (name === 'svg') inSvg = Math.max(0, inSvg - 1)
        if (name === 'title' && inTitle) {
          inTitle = false
          titleDone = true
        }
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  const image = og.image ?? fallback.image
  return {
    siteName: plain(og.siteName, LINK_SITE_NAME_MAX),
    title: plain(og.title ?? fallback.title ?? title, LINK_TITLE_MAX),
    description: plain(og.description ?? fallback.description, LINK_DESCRIPTION_MAX),
    image: image === undefined ? null : httpAddress(image, base),
  }
}

/** Plain text of at most `max` characters (an ellipsis when cut), or null when empty. */
export function plain(text: string | undefined, max: number): string | null {
  if (text === undefined) return null
  // Control characters and bidi overrides are dropped (emoji joiners kept); spaces folded.
  const folded = text
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (folded.length === 0) return null
  const characters = [...folded]
  if (characters.length <= max) return folded
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

function resolved(href: string, against: URL): URL | null {
  try {
    return new URL(href.trim(), against)
  } catch {
    return null
  }
}

function httpAddress(href: string, base: URL): string | null {
  const url = resolved(href, base)
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null
}
