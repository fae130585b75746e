import { encodeImage, openImage, type ImagePolicy } from './images.ts'

/** Longest edge of an attached image as stored, and of its preview. */
const IMAGE_MAX_EDGE = 2560
const PREVIEW_EDGE = 480
const NAME_MAX = 120

/**
 * The images an attachment may be, up to 50 MP: a 48 MP phone photo (8064×6048 = 48.8 MP)
 * is sent as it is; more is refused from the header, never decoded (issue 12 item 5).
 * `unsupported` says what the place takes instead.
 */
export const attachmentImagePolicy = (unsupported: string): ImagePolicy => ({
  field: 'file',
  formats: new Set(['jpeg', 'png', 'webp', 'gif']),
  maxPixels: 50_000_000,
  unsupported,
})

/** An attachment as stored: what its bytes turned out to be. */
export interface EncodedAttachment {
  kind: 'image' | 'document' | 'audio'
  contentType: string
  data: Buffer
  preview: Buffer | null
  width: number | null
  height: number | null
  durationMs?: number
  waveform?: string
}

/**
 * A file someone attaches (a chat's, a budget request's receipt): the bytes decide the
 * type, never the name or the client's content type. A PDF is kept as sent; an image is
 * re-encoded as WebP (which drops EXIF data such as a phone's GPS position) with a small
 * preview; anything else is refused with `policy.unsupported`.
 */
export async function encodeAttachment(
  data: Buffer,
  policy: ImagePolicy,
): Promise<EncodedAttachment> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return {
      kind: 'document',
      contentType: 'application/pdf',
      data,
      preview: null,
      width: null,
      height: null,
    }
  }
  const { image } = await openImage(data, policy)
  const [full, preview] = await encodeImage(policy, () =>
    Promise.all([
      image
        .clone()
        .resize(IMAGE_MAX_EDGE, IMAGE_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer({ resolveWithObject: true }),
      image
        .clone()
        .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]),
  )
  return {
    kind: 'image',
    contentType: 'image/webp',
    data: full.data,
    preview,
    width: full.info.width,
    height: full.info.pageHeight ?? full.info.height,
  }
}

/** A display name: no path, no control characters, not too long. */
export function attachmentName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>'.includes(c))
    .join('')
    .trim()
    .slice(-NAME_MAX)
  return clean || 'file'
}

/** The stored name: an image is kept as WebP, so its name says so. */
export const storedName = (name: string, encoded: EncodedAttachment) =>
  encoded.kind === 'image' ? name.replace(/\.[a-z0-9]{1,5}$/i, '') + '.webp' : name
