import { CLUB_ORDER_FIELDS, type ClubOrderField } from '@quad/shared'

/** One key of a camel-joined ordering: `NameAsc` → { field: 'Name', descending: false }. */
export interface OrderKey {
  field: ClubOrderField
  descending: boolean
}

const KEY = `(${CLUB_ORDER_FIELDS.join('|')})(Asc|Desc)`
/** Spec 7 "ordering (camel-joined)": one or more `{Field}{Asc|Desc}`, e.g. `CategoryAscNameDesc`. */
export const ORDERING_PATTERN = new RegExp(`^(?:${KEY})+$`)

export const ORDERING_HINT = `camel-joined {Field}{Asc|Desc} keys, e.g. CategoryAscNameAsc; fields: ${CLUB_ORDER_FIELDS.join(', ')}`

/** The keys of an ordering that matches ORDERING_PATTERN (validated by the route). */
export function parseOrdering(ordering: string): OrderKey[] {
  return [...ordering.matchAll(new RegExp(KEY, 'g'))].map((match) => ({
    field: match[1] as ClubOrderField,
    descending: match[2] === 'Desc',
  }))
}
