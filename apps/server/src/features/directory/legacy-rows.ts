import type { DirectoryOrder, PersonSummary } from '@quad/shared'
import type { DirectoryPage } from './directory.service.ts'

/** Spec 7 legacy v17 list: the field names, then one row of p0..pN per person. */
export const LEGACY_FIELDS = [
  'uid',
  'firstName',
  'lastName',
  'photoUrl',
  'accountType',
  'yearOfGraduation',
  'connectionStatus',
] as const satisfies ReadonlyArray<keyof PersonSummary>

type LegacyRow = Record<string, string | number | null>

/**
 * Row 0 carries `counter` = the total (spec 7: "first row counter is total"). Sorted
 * by last name, a `separator` row opens each initial letter, as the legacy list did;
 * clients drop separators.
 */
export function toLegacyRows(page: DirectoryPage, order: DirectoryOrder) {
  const rows: LegacyRow[] = []
  let letter = ''
  for (const person of page.people) {
    const initial = person.lastName.charAt(0).toUpperCase()
    if ((order === 'lastName' || order === '-lastName') && initial !== letter) {
      letter = initial
      rows.push({ separator: initial })
    }
    const row: LegacyRow = {}
    LEGACY_FIELDS.forEach((field, index) => {
      row[`p${index}`] = person[field]
    })
    rows.push(row)
  }
  const first = rows[0]
  if (first) first.counter = page.total
  else rows.push({ counter: page.total })
  return { fields: [...LEGACY_FIELDS], rows }
}
