import type { BadgeIcon } from '@quad/shared'

/** The white glyph of each icon, on a 32×32 grid. */
const GLYPHS: Record<BadgeIcon, string> = {
  star: '<path d="M16 6l3 6.3 6.9.9-5 4.8 1.2 6.8L16 21.6l-6.1 3.2 1.2-6.8-5-4.8 6.9-.9z"/>',
  trophy:
    '<path d="M10 7h12v4a6 6 0 0 1-12 0zM7 8h3v3H9a2 2 0 0 1-2-2zM25 8h-3v3h1a2 2 0 0 0 2-2zM14.5 17h3v4h-3zM11 22h10v3H11z"/>',
  calendar:
    '<path d="M8 9h16v15H8zM11 6h2v5h-2zM19 6h2v5h-2z"/><path fill="#000" fill-opacity=".35" d="M10 14h12v8H10z"/>',
  people:
    '<circle cx="12" cy="12" r="3.5"/><circle cx="21" cy="12.5" r="3"/><path d="M5.5 24a6.5 6.5 0 0 1 13 0zM17.5 24a5 5 0 0 1 9 0z"/>',
  shield: '<path d="M16 5l9 3.5V15c0 5.5-3.8 9.6-9 11.5C10.8 24.6 7 20.5 7 15V8.5z"/>',
  book: '<path d="M6 8c3-1 7-1 9.2 1v15C13 22.3 9 22.3 6 23zM26 8c-3-1-7-1-9.2 1v15c2.2-1.7 6.2-1.7 9.2-1z"/>',
}

/** Each icon's background, dark enough for the white glyph (WCAG 1.4.11, 3:1 and more). */
const HUES: Record<BadgeIcon, number> = {
  star: 38,
  trophy: 28,
  calendar: 210,
  people: 265,
  shield: 145,
  book: 340,
}

/** An icon's public address (served by `badges.routes.ts`, the same for every school). */
export function badgeIconUrl(icon: BadgeIcon): string {
  return `/media/badge-icons/${icon}.svg`
}

/** The icon as an SVG: a rounded square in its colour with the white glyph. */
export function badgeIconSvg(icon: BadgeIcon): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="hsl(${String(HUES[icon])} 60% 30%)"/>` +
    `<g fill="#ffffff">${GLYPHS[icon]}</g></svg>`
  )
}
