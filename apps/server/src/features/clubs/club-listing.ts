import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  Club,
  CLUB_FILTERS,
  CLUB_ID_PATTERN,
  CLUB_OPTIONAL_PROPERTIES,
  CLUB_RELATIONSHIPS,
  CLUB_SEARCH_MAX,
  CLUBS_PAGE_MAX,
  DEFAULT_CLUB_ORDERING,
  pageOffsetFields,
  type ClubFilterName,
  type ClubLengthAwareListing,
  type ClubListingItem,
  type ClubOptionalProperty,
} from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { clubs } from '../../db/schema/clubs.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { ClubCount } from './club-counts.ts'
import { listed } from './club-query.ts'
import { categoryIn, pageOfClubs, searchMatches, viewerIsIn } from './clubs.service.ts'
import { ORDERING_HINT, ORDERING_PATTERN, parseOrdering } from './ordering.ts'

/**
 * `GET /api/v1/clubs/listing`: spec 7's length-aware listing of clubs — pageOffset,
 * pageSize, `filters`, `optionalProperties` and `relationships` as JSON, a camel-joined
 * `ordering` — answering spec 3's listing response. Nothing it is sent is ignored: an
 * unknown parameter, filter, property, relationship or ordering is a 400 naming it
 * (issue 12); a spec filter Quad has no data for is a 400 too, since ignoring it would
 * answer a different question; a spec property Quad lacks is left out and said so in
 * `messages` (decision 015).
 */

/** Spec 5: empty values (empty string, null, empty array) count as not sent. */
function dropEmpty(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  )
}

/** A JSON-encoded query parameter, parsed, then checked by `schema`. */
function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .max(4000)
    .transform((text, check): unknown => {
      try {
        return JSON.parse(text)
      } catch {
        check.addIssue({ code: 'custom', message: 'is not valid JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)
}

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
  error: 'must be true or false',
})
const text = z.string().trim().max(CLUB_SEARCH_MAX)
const oneOrMany = z.union([text.transform((t) => [t]), z.array(text).max(100)])
const clubId = z.string().regex(CLUB_ID_PATTERN, 'a club id: lower-case letters and digits')
/** A spec filter whose data Quad's clubs do not hold. */
const unsupported = (what: string) =>
  z.unknown().refine(() => false, `is not supported: Quad's clubs have no ${what}`)

const filterShape = {
  Id: clubId,
  Ids: z.array(clubId).max(100),
  School: z.string().max(64),
  Deleted: flag,
  Search: text,
  HomePage: unsupported('home-page setting'),
  GroupTypeLookup: unsupported('group types'),
  GroupTypeLookupType: unsupported('group types'),
  StatusLookup: unsupported('statuses'),
  Published: flag,
  HideFromGroupsList: flag,
  ClosedMembership: flag,
  LockedOfficers: unsupported('officer locks'),
  Category: oneOrMany,
  GroupTag: oneOrMany,
  StudentMembership: flag,
} satisfies Record<ClubFilterName, z.ZodType>

/** The message of a strict object's unknown keys: what they are, and what is known. */
export const unknownKeys =
  (what: string, known: readonly string[]) => (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown ${what} ${issue.keys.join(', ')}; known: ${known.join(', ')}`
      : undefined

const ClubFilters = z.preprocess(
  dropEmpty,
  z.strictObject(filterShape, { error: unknownKeys('filter', CLUB_FILTERS) }).partial(),
)
type ClubFilters = z.infer<typeof ClubFilters>

export const LengthAwareQuery = z.strictObject(
  {
    ...pageOffsetFields(CLUBS_PAGE_MAX),
    filters: jsonParam(ClubFilters).optional(),
    optionalProperties: jsonParam(z.array(z.enum(CLUB_OPTIONAL_PROPERTIES)).max(20)).optional(),
    relationships: jsonParam(z.array(z.enum(CLUB_RELATIONSHIPS)).max(5)).optional(),
    ordering: z
      .string()
      .max(200)
      .regex(ORDERING_PATTERN, ORDERING_HINT)
      .default(DEFAULT_CLUB_ORDERING),
  },
  {
    error: unknownKeys('parameter', [
      'pageOffset',
      'pageSize',
      'filters',
      'optionalProperties',
      'relationships',
      'ordering',
    ]),
  },
)
export type LengthAwareQuery = z.infer<typeof LengthAwareQuery>

/**
 * The filters as SQL. Quad deletes a club outright and lists only published clubs not
 * hidden from the list (decision 030), and lets anyone join (no closed membership), so
 * those filters are answered from what is always true of the clubs it lists.
 */
function filterWhere(school: School, viewerId: number, f: ClubFilters): SQL | undefined {
  const none = sql`false`
  return and(
    eq(clubs.schoolId, school.id),
    listed,
    f.Id === undefined ? undefined : eq(clubs.uid, f.Id),
    f.Ids === undefined ? undefined : inArray(clubs.uid, f.Ids),
    f.School === undefined || f.School.toLowerCase() === school.code ? undefined : none,
    f.Deleted === true ? none : undefined,
    f.Published === false ? none : undefined,
    f.HideFromGroupsList === true ? none : undefined,
    f.ClosedMembership === true ? none : undefined,
    f.GroupTag?.length ? tagIn(f.GroupTag) : undefined,
    f.Search ? searchMatches(f.Search) : undefined,
    f.Category?.length ? categoryIn(f.Category) : undefined,
    f.StudentMembership === undefined ? undefined : viewerIsIn(viewerId, f.StudentMembership),
  )
}

/** Spec 3 GroupTag: the club carries one of these tags, whatever the case. */
function tagIn(tags: readonly string[]): SQL {
  const wanted = tags.map((tag) => tag.toLowerCase())
  return sql`exists (select 1 from unnest(${clubs.tags}) t
    where lower(t) in (${sql.join(
      wanted.map((tag) => sql`${tag}`),
      sql`, `,
    )}))`
}

/** Spec 3 optional properties Quad has, as the `Club` field each one is. */
const PROPERTY_FIELDS: Partial<Record<ClubOptionalProperty, keyof Club>> = {
  CountMembers: 'countMembers',
  CountOfficers: 'countOfficers',
  Logo: 'logoUrl',
  Cover: 'coverUrl',
  StudentMembershipActive: 'membership',
}

/** The counts a page's listing asked for, each club's by field. */
type PageCounts = { field: ClubCount['field']; of: Map<string, number> }[]

function present(
  club: Club,
  properties: readonly ClubOptionalProperty[],
  query: LengthAwareQuery,
  counted: PageCounts,
) {
  const item: ClubListingItem = {
    id: club.id,
    name: club.name,
    description: club.description,
    category: club.category,
    createdAt: club.createdAt,
  }
  for (const property of properties) {
    const field = PROPERTY_FIELDS[property]
    if (field) Object.assign(item, { [field]: club[field] })
  }
  for (const { field, of } of counted) item[field] = of.get(club.id) ?? 0
  const relationships = query.relationships ?? []
  if (relationships.includes('Categories')) item.categories = [{ name: club.category }]
  if (relationships.includes('Tags')) item.tags = club.tags.map((name) => ({ name }))
  return item
}

export async function lengthAwareListing(
  db: DbOrTx,
  school: School,
  viewerId: number,
  query: LengthAwareQuery,
  counts: readonly ClubCount[] = [],
): Promise<ClubLengthAwareListing> {
  const properties = [...new Set(query.optionalProperties ?? [])]
  const where = filterWhere(school, viewerId, query.filters ?? {})
  const page = await pageOfClubs(db, viewerId, where, parseOrdering(query.ordering), query)
  const uids = page.items.map((club) => club.id)
  const asked = counts.filter((count) => properties.includes(count.property))
  const counted: PageCounts = await Promise.all(
    asked.map(async (count) => ({
      field: count.field,
      of: uids.length === 0 ? new Map<string, number>() : await count.count(db, school.id, uids),
    })),
  )
  const known = (property: ClubOptionalProperty) =>
    PROPERTY_FIELDS[property] !== undefined || counts.some((count) => count.property === property)
  return {
    ...page,
    items: page.items.map((club) => present(club, properties, query, counted)),
    messages: properties
      .filter((property) => !known(property))
      .map((property) => `optionalProperties: ${property} is not available yet and was left out.`),
  }
}
