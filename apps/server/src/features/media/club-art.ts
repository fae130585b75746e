/**
 * Generated club art (no network at run time, like the avatars): a logo with the club's
 * initials and a wide cover, both coloured and patterned from the club's slug, so every
 * club looks its own and the same club always looks the same.
 */

/** Words that make poor initials ("Society of Women Engineers" → "WE"). */
const SMALL_WORDS = new Set(['the', 'of', 'and', 'for', 'a', 'an', 'club', 'society'])

/** A small deterministic hash (FNV-1a) of the slug; `salt` draws further numbers. */
function hash(text: string, salt = 0): number {
  let h = 0x811c9dc5 ^ salt
  for (const char of text) {
    h ^= char.charCodeAt(0)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function clubInitials(slug: string): string {
  const words = slug.split('-').filter(Boolean)
  const strong = words.filter((word) => !SMALL_WORDS.has(word))
  const chosen = (strong.length > 0 ? strong : words).slice(0, 2)
  return chosen.map((word) => word.charAt(0).toUpperCase()).join('') || 'Q'
}

/** The club's hue: its logo, its cover and the demo's photos of it share it. */
export function clubHue(slug: string): number {
  return hash(slug) % 360
}

export function clubLogoSvg(slug: string): string {
  const hue = clubHue(slug)
  const turn = hash(slug, 1) % 4
  const initials = clubInitials(slug)
  // Four arrangements of one arc, so logos of one hue still differ.
  const arc = [
    'M12 70 A46 46 0 0 1 84 26',
    'M26 12 A46 46 0 0 1 84 70',
    'M84 26 A46 46 0 0 1 26 84',
    'M70 84 A46 46 0 0 1 12 26',
  ][turn]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 62% 38%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 64% 24%)"/></linearGradient></defs>` +
    `<rect width="96" height="96" rx="22" fill="url(#g)"/>` +
    `<path d="${arc}" fill="none" stroke="#ffffff" stroke-opacity="0.28" stroke-width="6" stroke-linecap="round"/>` +
    `<text x="48" y="60" font-family="system-ui,sans-serif" font-size="${initials.length > 1 ? 34 : 42}" ` +
    `font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text></svg>`
  )
}

export function clubCoverSvg(slug: string): string {
  const hue = clubHue(slug)
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = hash(slug, 10 + i) % 1200
    const y = hash(slug, 20 + i) % 300
    const r = 40 + (hash(slug, 30 + i) % 140)
    const light = 45 + (hash(slug, 40 + i) % 25)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 18) % 360} 70% ${light}%)" fill-opacity="0.35"/>`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 300" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 58% 30%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 42%)"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#g)"/>${circles.join('')}</svg>`
  )
}
