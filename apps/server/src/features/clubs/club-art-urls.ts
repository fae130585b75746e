import { randomBytes } from 'node:crypto'

/** A club's generated art: the logo and cover images media.routes.ts draws from its name. */
export function clubArtUrls(name: string): { logoUrl: string; coverUrl: string } {
  const slug = clubSlug(name)
  return { logoUrl: `/media/clubs/${slug}/logo.svg`, coverUrl: `/media/clubs/${slug}/cover.svg` }
}

/** "Hiking & Outdoors Club" → "hiking-outdoors-club": what the art is drawn from. */
export function clubSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, 64) || 'club'
}

const UID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A new club's public id: 12 lower-case letters and digits (CLUB_ID_PATTERN). */
export function newClubUid(): string {
  return [...randomBytes(12)].map((byte) => UID_ALPHABET[byte % 36]).join('')
}
