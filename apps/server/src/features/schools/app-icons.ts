import { createHash } from 'node:crypto'
import { loadSharp } from '../../platform/files/sharp.ts'
import type { FileStorage } from '../../platform/files/storage.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import { SCHOOL_MEDIA_PREFIX, schoolMediaKey } from './school-images.service.ts'
import { schoolMarkSvg } from './school-mark.ts'

/**
 * The icons a school's installed app needs (issue 34 item 1): "any" at the two sizes
 * Chromium asks for, one maskable (Android cuts it to its shape), and Apple's touch icon
 * (iOS rounds it itself, and ignores the manifest's icons).
 */
export const APP_ICONS = {
  'any-192': { size: 192, purpose: 'any' },
  'any-512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-180': { size: 180, purpose: 'apple' },
} as const
export type AppIconVariant = keyof typeof APP_ICONS

/** Icons drawn, by school, version and variant: a few per school. */
const KEPT = 200
const drawn = new Map<string, Promise<Buffer>>()

/**
 * What an icon is drawn from: changes with the school's logo, colour and name, so an icon's
 * address carries it (`?v=`) and a new logo is a new address, not a stale cached picture.
 */
export function appIconVersion(school: School): string {
  const source = `${school.logoUrl ?? ''}|${school.topBarBgColor}|${school.name}`
  return createHash('sha256').update(source).digest('base64url').slice(0, 10)
}

/**
 * The school's icon as a PNG: its uploaded logo, centred on its colour — inside the middle
 * 80 % for the cut ones (the maskable safe zone), with a small margin for "any" — or, with
 * no logo, its generated mark. Drawn once per version and kept.
 */
export function appIconPng(
  storage: FileStorage,
  school: School,
  variant: AppIconVariant,
): Promise<Buffer> {
  const key = `${String(school.id)}:${appIconVersion(school)}:${variant}`
  const kept = drawn.get(key)
  if (kept) return kept
  const drawing = draw(storage, school, variant)
  drawn.set(key, drawing)
  drawing.catch(() => drawn.delete(key))
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string)
  return drawing
}

async function draw(storage: FileStorage, school: School, variant: AppIconVariant) {
  const { size, purpose } = APP_ICONS[variant]
  const sharp = await loadSharp()
  const logo = await storedLogo(storage, school)
  if (!logo) {
    const mark = schoolMarkSvg(
      school.topBarBgColor,
      school.name,
      purpose === 'any' ? 'rounded' : 'full',
    )
    return sharp(Buffer.from(mark), { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toBuffer()
  }
  const inner = Math.round(size * (purpose === 'any' ? 0.9 : 0.7))
  const picture = await sharp(logo)
    .resize(inner, inner, { fit: 'contain', background: '#0000' })
    .png()
    .toBuffer()
  // "any" keeps the logo's own transparent edges; the cut ones need the whole square filled.
  const background = purpose === 'any' ? '#0000' : `#${school.topBarBgColor}`
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** The school's uploaded logo (stored by `school-images.service.ts`), or null. */
async function storedLogo(storage: FileStorage, school: School): Promise<Buffer | null> {
  const prefix = `${SCHOOL_MEDIA_PREFIX}${String(school.id)}/`
  if (!school.logoUrl?.startsWith(prefix)) return null
  const key = schoolMediaKey(school.id, school.logoUrl.slice(prefix.length))
  return key ? storage.get(key) : null
}
