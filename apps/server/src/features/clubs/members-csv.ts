import type { ClubMember } from '@quad/shared'

const HEADER = ['First name', 'Last name', 'Email', 'Role', 'Joined']

/**
 * The members as CSV (RFC 4180, CRLF). A cell a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return) gets a leading `'` (OWASP CSV
 * injection), and every cell is quoted.
 */
export function membersCsv(members: readonly ClubMember[]): string {
  const rows = members.map((m) => [
    m.firstName,
    m.lastName,
    m.email ?? '',
    m.role ?? '',
    m.since.slice(0, 10),
  ])
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}
