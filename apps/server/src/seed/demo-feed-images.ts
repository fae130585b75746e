import type { Faker } from '@faker-js/faker'
import { feedImageKey } from '../features/feed/feed-images.ts'
import { loadSharp } from '../platform/files/sharp.ts'
import type { FileStorage } from '../platform/files/storage.ts'

/**
 * The demo's photos are small and encoded with the least effort, so a first start stays
 * quick (a few dozen photos a school); the feed's own uploads are larger.
 */
const LONG_EDGE = 640
const SHORT_EDGE = 480
const PREVIEW_EDGE = 320
const SHAPES = 7

/** A photo the demo made: its id (the storage key's name) and its size. */
export interface SeedImage {
  id: string
  width: number
  height: number
}

/**
 * Draws a post's photo (issue 16 demo data): a gradient in the club's hue with soft
 * circles and a horizon, in one of three shapes, encoded as the feed stores an upload
 * (WebP and a WebP preview) under the feed's storage keys.
 */
export async function seedImage(
  faker: Faker,
  storage: FileStorage,
  schoolId: number,
  hue: number,
): Promise<SeedImage> {
  const [width, height] = faker.helpers.arrayElement([
    [LONG_EDGE, SHORT_EDGE],
    [SHORT_EDGE, LONG_EDGE],
    [LONG_EDGE, LONG_EDGE],
  ] as const)
  const svg = pictureSvg(faker, width, height, hue)
  // Drawn before the first wait: photos are encoded side by side, the faker's order stays.
  const id = faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })
  // Drawn once; both sizes are encoded from its pixels.
  const sharp = await loadSharp()
  const drawn = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const pixels = () => sharp(drawn.data, { raw: drawn.info })
  const [full, preview] = await Promise.all([
    pixels().webp({ quality: 78, effort: 0 }).toBuffer(),
    pixels()
      .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: 'inside' })
      .webp({ quality: 70, effort: 0 })
      .toBuffer(),
  ])
  await storage.put(feedImageKey(schoolId, id), full)
  await storage.put(feedImageKey(schoolId, id, 'preview'), preview)
  return { id, width, height }
}

function pictureSvg(faker: Faker, width: number, height: number, hue: number): string {
  const shift = faker.number.int({ min: 20, max: 70 })
  const horizon = Math.round(height * faker.number.float({ min: 0.55, max: 0.8 }))
  const circles = Array.from({ length: SHAPES }, (_, i) => {
    const x = faker.number.int({ min: 0, max: width })
    const y = faker.number.int({ min: 0, max: horizon })
    const r = faker.number.int({ min: width / 20, max: width / 5 })
    const light = faker.number.int({ min: 55, max: 85 })
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 12) % 360} 70% ${light}%)" fill-opacity="0.4"/>`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 60% 72%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + shift) % 360} 65% 40%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    circles.join('') +
    `<path d="M0 ${horizon} Q ${width / 3} ${horizon - height / 8} ${width / 2} ${horizon} T ${width} ${horizon} V ${height} H 0 Z" fill="hsl(${(hue + 180) % 360} 35% 22%)"/>` +
    `</svg>`
  )
}
