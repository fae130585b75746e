/** A person's row (or what a left join leaves of one: nulls), or none at all. */
type NameParts = { firstName: string | null; lastName: string | null } | null | undefined

/** What a name reads as when the person has gone (deleted account, left join with no row). */
export const FORMER_MEMBER = 'Former member'

/**
 * A person's full name as every answer shows it: "First Last", trimmed where a part is
 * empty; `FORMER_MEMBER` when the person is gone.
 */
export function fullName(person: NameParts): string {
  if (!person || person.firstName === null) return FORMER_MEMBER
  return `${person.firstName} ${person.lastName ?? ''}`.trim()
}
