import { firstLink, LINK_URL_MAX } from '@quad/shared'

/**
 * The address a message's preview is made for (decision 097): its first link (`firstLink`,
 * as the web app finds links), normalised — no fragment, scheme and host as `URL` spells them —
 * so one page shared by many is fetched once; null for none, or one too long to preview.
 */
export function previewAddress(body: string): string | null {
  const href = firstLink(body)
  if (href === null) return null
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  url.hash = ''
  return url.href.length > LINK_URL_MAX ? null : url.href
}
