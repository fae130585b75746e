import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * The transcript's typeface: DejaVu Sans (free licence, wide Unicode coverage, so a name in
 * any Latin, Greek or Cyrillic script prints), from the `dejavu-fonts-ttf` package. Resolved
 * as a package file, so the sources and the server bundle find the same one. Read once.
 */
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null

export function transcriptFonts() {
  fonts ??= (async () => ({
    regular: await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  }))()
  return fonts
}
