import type { ClubMember } from '@quad/shared'
import { csvDocument } from '../../platform/text/csv.ts'

const HEADER = ['First name', 'Last name', 'Email', 'Role', 'Joined']

/** The members as CSV (`csvDocument`: quoted cells, formulas defused). */
export function membersCsv(members: readonly ClubMember[]): string {
  const rows = members.map((m) => [
    m.firstName,
    m.lastName,
    m.email ?? '',
    m.role ?? '',
    m.since.slice(0, 10),
  ])
  return csvDocument(HEADER, rows)
}
