import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'

/** A4 in points, and the page's margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 }

/** `#rrggbb` (or `#rgb`) as a colour; anything else the fallback. */
export function colourOf(hex: string, fallback: RGB = rgb(0.1, 0.2, 0.45)): RGB {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return fallback
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16) / 255
  return rgb(channel(0), channel(1), channel(2))
}

/** White or near-black, whichever reads on `background` (WCAG relative luminance). */
export function textOn(background: RGB): RGB {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const luminance =
    0.2126 * linear(background.red) +
    0.7152 * linear(background.green) +
    0.0722 * linear(background.blue)
  return luminance > 0.35 ? rgb(0.08, 0.08, 0.1) : rgb(1, 1, 1)
}

/** Words of `text` in lines no wider than `width` at `size`; a word too long is cut. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate
        continue
      }
      if (line !== '') lines.push(line)
      line = word
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        lines.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
    lines.push(line)
  }
  return lines
}

/**
 * A cursor down the pages: writes lines, starting a new page when the next would not fit.
 * `onNewPage` draws what every later page repeats.
 */
export class Flow {
  page: PDFPage
  y: number
  private readonly addPage: () => PDFPage

  constructor(addPage: () => PDFPage, first: PDFPage, top: number) {
    this.addPage = addPage
    this.page = first
    this.y = top
  }

  /** Room for `height` points, else a new page. */
  need(height: number) {
    if (this.y - height >= PAGE.margin) return
    this.page = this.addPage()
    this.y = PAGE.height - PAGE.margin
  }

  text(
    text: string,
    opts: { font: PDFFont; size: number; colour?: RGB; indent?: number; gap?: number },
  ) {
    const x = PAGE.margin + (opts.indent ?? 0)
    const width = PAGE.width - PAGE.margin - x
    for (const line of wrap(text, opts.font, opts.size, width)) {
      this.need(opts.size * 1.4)
      this.y -= opts.size * 1.4
      this.page.drawText(line, {
        x,
        y: this.y,
        size: opts.size,
        font: opts.font,
        color: opts.colour ?? rgb(0.1, 0.1, 0.12),
      })
    }
    this.y -= opts.gap ?? 0
  }

  /** A line of text with a second part set flush right (hours, dates). */
  row(left: string, right: string, opts: { regular: PDFFont; bold: PDFFont; size: number }) {
    const rightWidth = opts.regular.widthOfTextAtSize(right, opts.size)
    const width = PAGE.width - 2 * PAGE.margin - rightWidth - 12
    const lines = wrap(left, opts.bold, opts.size, width)
    this.need(opts.size * 1.4 * lines.length)
    lines.forEach((line, i) => {
      this.y -= opts.size * 1.4
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size: opts.size, font: opts.bold })
      if (i === 0) {
        this.page.drawText(right, {
          x: PAGE.width - PAGE.margin - rightWidth,
          y: this.y,
          size: opts.size,
          font: opts.regular,
          color: rgb(0.3, 0.3, 0.35),
        })
      }
    })
  }
}
