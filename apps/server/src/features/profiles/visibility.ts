import { sql, type SQL } from 'drizzle-orm'
import { PRIVATE_FIELDS, type PrivateField, Visibility } from '@quad/shared'

/**
 * Issue 4 "Privacy": who may see each private field. The owner's choice wins, then
 * the school's default, then Quad's default below (contact details are for
 * connections; the rest of a profile is for the school).
 */
export const QUAD_DEFAULTS: Record<PrivateField, Visibility> = {
  email: 'school',
  phones: 'connections',
  address: 'connections',
  job: 'school',
  bio: 'school',
  languages: 'school',
  lookingFor: 'school',
  industries: 'school',
  interests: 'school',
  sports: 'school',
  experiences: 'school',
  badges: 'school',
}

/** How the viewer stands to the profile's owner. */
export type Audience = 'owner' | 'connection' | 'school'

export function effectiveVisibility(
  field: PrivateField,
  own: Record<string, string>,
  schoolDefaults: Record<string, string>,
): Visibility {
  return asVisibility(own[field]) ?? asVisibility(schoolDefaults[field]) ?? QUAD_DEFAULTS[field]
}

/**
 * effectiveVisibility in SQL, over the owner's and the school's jsonb choices: the
 * directory's database search (decision 069) filters and counts by it. The same order
 * (owner, school, Quad), the same values; the directory's database-search.test.ts
 * checks the two agree on both databases.
 */
export function effectiveVisibilitySql(field: PrivateField, own: SQL, schoolDefaults: SQL): SQL {
  const valid = sql.join(
    Visibility.options.map((value) => sql`${value}::text`),
    sql`, `,
  )
  const chosen = (choices: SQL) =>
    sql`CASE WHEN ${choices} ->> ${field}::text IN (${valid}) THEN ${choices} ->> ${field}::text END`
  return sql`coalesce(${chosen(own)}, ${chosen(schoolDefaults)}, ${QUAD_DEFAULTS[field]}::text)`
}

export function canSee(visibility: Visibility, audience: Audience): boolean {
  if (audience === 'owner') return true
  if (visibility === 'school') return true
  return visibility === 'connections' && audience === 'connection'
}

/** The private fields this audience may see. */
export function visibleFields(
  own: Record<string, string>,
  schoolDefaults: Record<string, string>,
  audience: Audience,
): Set<PrivateField> {
  return new Set(
    PRIVATE_FIELDS.filter((field) =>
      canSee(effectiveVisibility(field, own, schoolDefaults), audience),
    ),
  )
}

/** All fields with their effective visibility, for the owner's settings page. */
export function visibilityMatrix(
  own: Record<string, string>,
  schoolDefaults: Record<string, string>,
): Record<PrivateField, Visibility> {
  const entries = PRIVATE_FIELDS.map(
    (f) => [f, effectiveVisibility(f, own, schoolDefaults)] as const,
  )
  return Object.fromEntries(entries) as Record<PrivateField, Visibility>
}

function asVisibility(value: string | undefined): Visibility | undefined {
  return value === 'school' || value === 'connections' || value === 'private' ? value : undefined
}
