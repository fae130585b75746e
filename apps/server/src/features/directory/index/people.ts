import { sql, type SQL } from 'drizzle-orm'
import type { AccountType, PersonSummary } from '@quad/shared'
import { toAccountType } from '../../../platform/auth/sessions.service.ts'
import type { DbOrTx } from '../../../platform/db/database.ts'
import { effectiveVisibility } from '../../profiles/index.ts'
import {
  CONTAINS_FACET_NAMES,
  CONTAINS_FACETS,
  type ContainsFacet,
} from '../listing-definitions.ts'

/**
 * A student as the directory index holds them: what a card shows, what a search may
 * match, and only the facet values their owner shows to the whole school (decision
 * 007: a hidden field is never matched, filtered or counted).
 */
export interface DirectoryPerson {
  id: number
  createdAt: number
  accountType: AccountType
  yearOfGraduation: number | null
  /** The card, without the viewer-dependent connection status. */
  card: Omit<PersonSummary, 'connectionStatus'>
  tags: Record<ContainsFacet, readonly string[]>
}

const NONE: readonly string[] = Object.freeze([])

export interface PersonRow extends Record<string, unknown> {
  id: string | number
  uid: string
  first_name: string
  last_name: string
  photo_url: string | null
  account_type: string
  created_at: string | Date
  gender_pronoun: string | null
  year_of_graduation: number | null
  visitable_profile: boolean
  field_visibility: Record<string, string> | null
  languages: string[]
  interests: string[]
  industries: string[]
  sports: string[]
  looking_for: string[]
  defaults: Record<string, string> | null
}

export interface LoadedPeople {
  /** Everyone listed in the directory (opted-out students are left out). */
  people: DirectoryPerson[]
  /** Ids asked for that are no longer listed: deleted, moved or opted out. */
  gone: number[]
}

/** The school's listed students, or only `ids` of them. */
export async function loadPeople(
  db: DbOrTx,
  schoolId: number,
  ids: readonly number[] | null,
): Promise<LoadedPeople> {
  if (ids !== null && ids.length === 0) return { people: [], gone: [] }
  const only =
    ids === null
      ? sql``
      : sql`AND u.id IN (${sql.join(
          ids.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})`
  const result = await db.execute<PersonRow>(
    sql`SELECT ${PERSON_COLUMNS} ${listedIn(schoolId)} ${only}`,
  )
  const people = toPeople(result.rows)
  const found = new Set(people.map((person) => person.id))
  return { people, gone: (ids ?? []).filter((id) => !found.has(id)) }
}

/**
 * What the directory reads of a person, with the school's visibility defaults in the same
 * row, so a changed default and the rows agree. Also the database search's columns
 * (decision 069): both make their cards and tags with `toPeople`.
 */
export const PERSON_COLUMNS = sql`u.id, u.uid, u.first_name, u.last_name,
  CASE WHEN p.moderation_hidden_at IS NULL THEN u.photo_url END AS photo_url,
  u.account_type, u.created_at, p.gender_pronoun, p.year_of_graduation, p.visitable_profile,
  p.field_visibility, p.languages, p.interests, p.industries, p.sports, p.looking_for,
  s.profile_visibility_defaults AS defaults`

/** The school's listed students (a deleted or opted-out account never is): u, p and s. */
export function listedIn(schoolId: number): SQL {
  return sql`FROM users u
    JOIN profiles p ON p.user_id = u.id
    JOIN schools s ON s.id = u.school_id
    WHERE u.school_id = ${schoolId} AND NOT p.directory_opt_out AND u.status <> 'deleted'`
}

/** Rows of PERSON_COLUMNS as the index holds them: tags only where shown to the school. */
export function toPeople(rows: readonly PersonRow[]): DirectoryPerson[] {
  const intern = interner()
  return rows.map((row) => toPerson(row, row.defaults ?? {}, intern))
}

/**
 * One copy of each repeated string (names, tags, pronouns): the driver makes a new string per
 * row, and at 100,000 students the copies of "Chess" alone cost megabytes.
 */
function interner(): (text: string) => string {
  const seen = new Map<string, string>()
  return (text) => {
    const known = seen.get(text)
    if (known !== undefined) return known
    seen.set(text, text)
    return text
  }
}

function toPerson(
  row: PersonRow,
  schoolDefaults: Record<string, string>,
  intern: (text: string) => string,
): DirectoryPerson {
  const own = row.field_visibility ?? {}
  const columns: Record<ContainsFacet, string[]> = {
    languages: row.languages,
    interests: row.interests,
    industries: row.industries,
    sports: row.sports,
    lookingFor: row.looking_for,
  }
  const tags = {} as Record<ContainsFacet, readonly string[]>
  for (const facet of CONTAINS_FACET_NAMES) {
    const shown =
      effectiveVisibility(CONTAINS_FACETS[facet].field, own, schoolDefaults) === 'school'
    tags[facet] = shown && columns[facet].length > 0 ? columns[facet].map(intern) : NONE
  }
  const accountType = toAccountType(intern(row.account_type))
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at).getTime(),
    accountType,
    yearOfGraduation: row.year_of_graduation,
    tags,
    card: {
      uid: row.uid,
      firstName: intern(row.first_name),
      lastName: intern(row.last_name),
      photoUrl: row.photo_url,
      genderPronoun: row.gender_pronoun === null ? null : intern(row.gender_pronoun),
      accountType,
      yearOfGraduation: row.year_of_graduation,
      visitableProfile: row.visitable_profile,
    },
  }
}
