/**
 * A CSV document (RFC 4180, CRLF), every cell quoted. A cell a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading `'` (OWASP
 * CSV injection).
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]) {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}
