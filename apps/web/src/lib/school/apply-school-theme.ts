import { contrastRatio, parseHex, textColourOn, type SchoolSettings } from '@quad/shared'

/** WCAG 2.2 SC 1.4.11: a focus indicator needs 3:1 against the white page behind it. */
const FOCUS_CONTRAST = 3
const WHITE = [255, 255, 255] as const
/** zinc-900, the app's text colour: the fallback ring for pale school colours. */
const NEUTRAL_FOCUS = '#18181b'

/**
 * Spec 1: once the school loads the app applies its colour and favicon (the page title,
 * which names the school too, is the shell's: app/use-page-title.ts). The text colour
 * on the school colour follows the brightness rule (spec 9, textColourOn).
 */
export function applySchoolTheme(school: SchoolSettings, doc: Document = document): void {
  const root = doc.documentElement
  for (const [name, value] of schoolThemeVariables(school)) root.style.setProperty(name, value)
  if (school.school_favicon) faviconLink(doc).href = school.school_favicon
}

/** The school's colours as CSS custom properties: applied here, and written by the server's render. */
export function schoolThemeVariables(school: SchoolSettings): [name: string, value: string][] {
  return [
    ['--school-color', `#${school.top_bar_bg_color}`],
    ['--school-on-color', textColourOn(school.top_bar_bg_color)],
    ['--school-focus-color', focusColour(school.top_bar_bg_color)],
  ]
}

/** The school colour marks focus when it stands out on white; a pale one would not. */
function focusColour(hex: string): string {
  return contrastRatio(parseHex(hex), WHITE) >= FOCUS_CONTRAST ? `#${hex}` : NEUTRAL_FOCUS
}

function faviconLink(doc: Document): HTMLLinkElement {
  const existing = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (existing) return existing
  const link = doc.createElement('link')
  link.rel = 'icon'
  doc.head.append(link)
  return link
}
