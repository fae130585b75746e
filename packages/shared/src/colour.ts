/** Spec 9's rule alone: black when brightness is at least 128, else white. */
export function brightnessRuleColour(hex: string): '#000000' | '#ffffff' {
  const rgb = parseHex(hex)
  const brightness = (rgb[0] * 299 + rgb[1] * 587 + rgb[2] * 114) / 1000
  return brightness >= 128 ? '#000000' : '#ffffff'
}

/**
 * Spec 9: text on the school colour is black when brightness >= 128, else white.
 * quality.md: it must still meet 4.5:1, so when the rule's choice falls short and the
 * other colour does better, the better one wins.
 */
export function textColourOn(hex: string): '#000000' | '#ffffff' {
  const rgb = parseHex(hex)
  const byRule = brightnessRuleColour(hex)
  const other = byRule === '#000000' ? '#ffffff' : '#000000'
  const ruleContrast = contrastRatio(rgb, byRule === '#000000' ? [0, 0, 0] : [255, 255, 255])
  const otherContrast = contrastRatio(rgb, other === '#000000' ? [0, 0, 0] : [255, 255, 255])
  return ruleContrast >= 4.5 || ruleContrast >= otherContrast ? byRule : other
}

export type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb {
  const clean = hex.replace(/^#/, '')
  if (!/^[0-9a-fA-F]{6}$/.test(clean)) throw new Error(`not a six-digit hex colour: ${hex}`)
  return [
    Number.parseInt(clean.slice(0, 2), 16),
    Number.parseInt(clean.slice(2, 4), 16),
    Number.parseInt(clean.slice(4, 6), 16),
  ]
}

/** WCAG 2.x contrast ratio between two sRGB colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a)
  const lb = relativeLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
