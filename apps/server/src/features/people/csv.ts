/**
 * RFC 4180 CSV, as spreadsheets export it: fields split by commas, a quoted field may hold
 * commas, line breaks and doubled quotes; lines end in CRLF or LF; a leading BOM is dropped.
 * Small and strict enough for the people import, so no dependency for it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    // A blank line (one empty field) is no row: files often end with one or two.
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
  }
  for (; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') endField()
    else if (c === '\n') endRow()
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow()
      i++
    } else field += c
  }
  if (field !== '' || row.length > 0) endRow()
  return rows
}
