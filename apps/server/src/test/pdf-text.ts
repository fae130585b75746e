import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'

/**
 * A PDF as a reader sees it (PDF.js, Firefox's reader): its pages' text, one string per
 * page (items joined by spaces), and its title. Throws when the bytes are not a PDF.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: string[]; title: string }> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
  const doc = await task.promise
  try {
    const pages: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      )
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } }
    return { pages, title: info.Title ?? '' }
  } finally {
    await task.destroy()
  }
}

/** The fonts the PDF carries inside it (font descriptors with a font file), by name. */
export async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  const names: string[] = []
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue
    const file = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key)))
    if (file) names.push(String(object.get(PDFName.of('FontName'))))
  }
  return names
}
