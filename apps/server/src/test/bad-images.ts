import { randomBytes } from 'node:crypto'
import sharp from 'sharp'

/** An upload an image route must refuse, and the status it must refuse it with. */
export interface BadUpload {
  case: string
  filename: string
  status: 400 | 413 | 415
  data(): Promise<Buffer>
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Issue 12 item 5: the uploads that answered 500 (or slipped through) on the image
 * routes. `maxBytes` is the route's byte limit; the bomb is 100 megapixels in ~300 kB,
 * above both routes' pixel caps.
 */
export function badImages(maxBytes: number): BadUpload[] {
  return [
    {
      case: 'a truncated JPEG',
      filename: 'cut.jpg',
      status: 400,
      async data() {
        const jpeg = await sharp({
          create: { width: 800, height: 600, channels: 3, background: '#c33' },
        })
          .jpeg()
          .toBuffer()
        return jpeg.subarray(0, Math.floor(jpeg.length / 2))
      },
    },
    {
      case: 'random bytes behind a PNG signature',
      filename: 'noise.png',
      status: 400,
      data: async () => Buffer.concat([PNG_SIGNATURE, randomBytes(4096)]),
    },
    {
      case: 'a decompression bomb (10000×10000 px in a small file)',
      filename: 'bomb.png',
      status: 413,
      data: () =>
        sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
    },
    {
      case: 'a file over the byte limit',
      filename: 'huge.jpg',
      status: 413,
      data: async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(maxBytes)]),
    },
    {
      case: 'a text file',
      filename: 'notes.png',
      status: 415,
      data: async () => Buffer.from('These are my notes, not a picture.\n'),
    },
  ]
}
