import { createAvatar } from '@dicebear/core'
import * as notionists from '@dicebear/notionists'
import { loadSharp } from '../../platform/files/sharp.ts'

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd2f4d3']
/** Pixels a side: a 48 px avatar on a 3× phone screen, and the profile's larger one at 2×. */
const SIZE = 256
/** Photos kept drawn (about 5 KB each): a directory page's worth many times over. */
const KEPT = 2000
const drawn = new Map<string, Promise<Buffer>>()

/** The generated avatar of `seed` as an SVG drawing. */
export function avatarSvg(seed: string): string {
  return createAvatar(notionists, { seed, backgroundColor: BACKGROUNDS }).toString()
}

/**
 * The generated avatar of `seed` as a WebP photo, drawn once and kept. The demo's students
 * show these as their photos; as an SVG each `<img>` is a document of ~14 KB of paths that
 * a phone parses on its main thread (~80–170 ms at Lighthouse's 4× CPU, issue 32), while a
 * photo, like one a student uploads, decodes off it.
 */
export function avatarWebp(seed: string): Promise<Buffer> {
  const kept = drawn.get(seed)
  if (kept) return kept
  const drawing = loadSharp().then((sharp) =>
    sharp(Buffer.from(avatarSvg(seed)), { density: (72 * SIZE) / 100 })
      .resize(SIZE, SIZE)
      .webp({ quality: 80 })
      .toBuffer(),
  )
  drawn.set(seed, drawing)
  // A failed drawing is not kept; the oldest photo makes room for a new one.
  drawing.catch(() => drawn.delete(seed))
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string)
  return drawing
}
