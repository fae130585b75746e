import { encodeImage, openImage, type ImagePolicy } from '../../platform/files/images.ts'
import type { Outbound } from '../../platform/http/outbound.ts'
import { pageMeta, type PageMeta } from './link-meta.ts'

/**
 * The caps of one unfurl (issue 35 item 6, decision 097): a page answers within 5 s with at
 * most 512 KB of HTML; its image within 5 s with at most 5 MB, an image by its bytes.
 */
export const PAGE_LIMITS = { timeoutMs: 5_000, maxBytes: 512 * 1024 }
export const IMAGE_LIMITS = { timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024 }
/** The thumbnail's longest edge: the card shows it at most 96 px wide, at 2x and then some. */
const THUMBNAIL_EDGE = 320
const PREVIEW_IMAGE_POLICY: ImagePolicy = {
  field: 'image',
  formats: new Set(['jpeg', 'png', 'webp', 'gif']),
  maxPixels: 40_000_000,
  unsupported: 'is not a JPEG, PNG, WebP or GIF image',
}
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])

/** A page's preview: its words, and its image re-encoded as a WebP thumbnail (or none). */
export interface Unfurled extends Omit<PageMeta, 'image'> {
  thumbnail: Buffer | null
}

/**
 * Fetches a page a student linked, through the outbound guard (no loopback or private
 * address, at connect time and on every redirect), and reads its preview. Null when it cannot
 * be had: refused, too slow, too large, not HTML, not a 2xx, or nothing to show.
 */
export async function unfurl(outbound: Outbound, url: string): Promise<Unfurled | null> {
  const response = await outbound.fetch(
    url,
    { headers: { accept: 'text/html,application/xhtml+xml' } },
    PAGE_LIMITS,
  )
  const type = mediaType(response.headers.get('content-type'))
  if (!response.ok || !HTML_TYPES.has(type.essence)) {
    await response.body?.cancel()
    return null
  }
  const bytes = await response.arrayBuffer()
  const meta = pageMeta(decoded(bytes, type.charset), new URL(response.url || url))
  if (!meta.title && !meta.description) return null
  const { image, ...words } = meta
  return { ...words, thumbnail: image ? await thumbnailOf(outbound, image) : null }
}

/**
 * The page's image as a small WebP made by sharp, the type decided by its bytes; null when it
 * cannot be had (the preview then shows no picture rather than failing).
 */
async function thumbnailOf(outbound: Outbound, url: string): Promise<Buffer | null> {
  try {
    const response = await outbound.fetch(url, { headers: { accept: 'image/*' } }, IMAGE_LIMITS)
    if (!response.ok) {
      await response.body?.cancel()
      return null
    }
    const data = Buffer.from(await response.arrayBuffer())
    const { image } = await openImage(data, PREVIEW_IMAGE_POLICY)
    return await encodeImage(PREVIEW_IMAGE_POLICY, () =>
      image
        .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    )
  } catch {
    return null
  }
}

/** A Content-Type's type/subtype and charset (RFC 9110 §8.3), lower-cased. */
function mediaType(header: string | null): { essence: string; charset: string | null } {
  const [essence = '', ...parameters] = (header ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.trim().split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset')?.[1]
  return {
    essence: essence.trim().toLowerCase(),
    charset: charset?.trim().replace(/^"|"$/g, '').toLowerCase() ?? null,
  }
}

/** The page's text in its declared charset; UTF-8 when none or one this runtime lacks. */
function decoded(bytes: ArrayBuffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
