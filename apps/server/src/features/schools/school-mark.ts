import { textColourOn } from '@quad/shared'

/**
 * A school's generated mark (when it uploaded no picture): its first letter on its colour.
 * `rounded` is the favicon, a rounded square on transparent corners; `full` fills the square
 * edge to edge, for the icons a phone cuts to its own shape (maskable, Apple touch icon),
 * the letter inside the middle 80 % that every cut keeps (W3C Manifest, "maskable").
 */
export function schoolMarkSvg(colour: string, name: string, shape: 'rounded' | 'full'): string {
  const letter = escapeXml((name.trim()[0] ?? 'Q').toUpperCase())
  const fg = textColourOn(colour)
  const rounded = shape === 'rounded'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#${colour}"/>` +
    `<text x="32" y="${rounded ? 44 : 42}" font-family="system-ui,sans-serif" ` +
    `font-size="${rounded ? 36 : 30}" font-weight="700" text-anchor="middle" fill="${fg}">` +
    `${letter}</text></svg>`
  )
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
