import type { Sharp } from 'sharp'
import { AppError, badRequest } from '../errors.ts'
import { loadSharp } from './sharp.ts'

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif'

/** What an image route accepts: the field it reads, the formats, and a pixel cap. */
export interface ImagePolicy {
  field: string
  formats: ReadonlySet<ImageFormat>
  /** Width × height of one frame; more is a 413 before anything is decoded. */
  maxPixels: number
  /** The 415's message after the field, e.g. "must be a JPEG, PNG or WebP image". */
  unsupported: string
}

/**
 * The format the first bytes announce, or undefined. The type is decided here, from
 * the signature, never from the name or the client's content type: bytes that announce
 * no accepted format are a 415, bytes that announce one but do not decode are a 400.
 */
export function sniffImage(data: Buffer): ImageFormat | undefined {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1')
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  return undefined
}

const unsupportedImage = (field: string, message: string) =>
  new AppError(415, 'unsupported_media_type', `${field}: ${message}`, [
    { path: field, message: 'unsupported type' },
  ])

const unreadable = (field: string) =>
  badRequest(`${field}: the image is corrupt or unreadable`, [
    { path: field, message: 'corrupt or unreadable image' },
  ])

const tooManyPixels = (field: string, maxPixels: number) =>
  new AppError(
    413,
    'payload_too_large',
    `${field}: the image is too large (at most ${(maxPixels / 1_000_000).toFixed(1)} megapixels)`,
    [{ path: field, message: 'too many pixels' }],
  )

/**
 * Opens an upload as an image under `policy` (issue 12 item 5): 415 for an unaccepted
 * type, 413 for more pixels than the cap (read from the header, so a decompression
 * bomb is never decoded), 400 for a header sharp cannot read. Run the encoding through
 * `encodeImage`, which maps what decoding finds later (a truncated file) the same way.
 */
export async function openImage(
  data: Buffer,
  policy: ImagePolicy,
): Promise<{ image: Sharp; format: ImageFormat }> {
  if (data.length === 0) throw badRequest(`${policy.field}: is empty`)
  const format = sniffImage(data)
  if (!format || !policy.formats.has(format)) {
    throw unsupportedImage(policy.field, policy.unsupported)
  }
  const sharp = await loadSharp()
  const image = sharp(data, {
    animated: format === 'gif',
    limitInputPixels: policy.maxPixels,
  })
  const meta = await encodeImage(policy, () => image.metadata())
  const height = meta.pageHeight ?? meta.height
  if (meta.width * height > policy.maxPixels) throw tooManyPixels(policy.field, policy.maxPixels)
  return { image: image.rotate(), format }
}

/** Runs sharp work, its failures mapped to the contract: pixel limit 413, anything else 400. */
export async function encodeImage<T>(policy: ImagePolicy, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError) throw error
    const message = error instanceof Error ? error.message : ''
    if (message.includes('pixel limit')) throw tooManyPixels(policy.field, policy.maxPixels)
    throw unreadable(policy.field)
  }
}
