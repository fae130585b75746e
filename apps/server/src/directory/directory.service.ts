import { sql } from 'drizzle-orm'
import type { Facets, PersonSummary } from '@quad/shared'
import { toAccountType } from '../platform/auth/sessions.service.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import type { DirectorySearch } from './directory-query.ts'
import { FROM, orderClause, statusColumn, visibleToSchool, whereClause } from './directory-sql.ts'
import { CONTAINS_FACET_NAMES, CONTAINS_FACETS } from './listing-definitions.ts'
import { TtlCache } from './ttl-cache.ts'

export interface DirectoryPage {
  people: PersonSummary[]
  total: number
  facets?: Facets
}

/** Counts and facets over a whole school change slowly; they are cached briefly (P1). */
const totals = new TtlCache<number>(30_000, 1_000)
const facetCache = new TtlCache<Facets>(60_000, 1_000)

interface PersonRow extends Record<string, unknown> {
  uid: string
  first_name: string
  last_name: string
  photo_url: string | null
  gender_pronoun: string | null
  account_type: string
  year_of_graduation: number | null
  visitable_profile: boolean
  connection_status: number
}

export async function searchDirectory(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: DirectorySearch,
): Promise<DirectoryPage> {
  const where = whereClause(school, search, viewerId)
  const rows = await db.execute<PersonRow>(sql`
    SELECT u.uid, u.first_name, u.last_name, u.photo_url, u.account_type,
           p.gender_pronoun, p.year_of_graduation, p.visitable_profile,
           ${statusColumn(school, viewerId)} AS connection_status
    FROM ${FROM} WHERE ${where}
    ORDER BY ${orderClause(search)}
    LIMIT ${search.count} OFFSET ${search.offset}`)
  const [total, facets] = await Promise.all([
    countMatches(db, school, viewerId, search),
    search.withFacets ? facetCounts(db, school, viewerId, search) : Promise.resolve(undefined),
  ])
  return { people: rows.rows.map(presentPerson), total, ...(facets && { facets }) }
}

/** Viewer-independent searches (no connection filter) share their counts across viewers. */
function isShareable(search: DirectorySearch): boolean {
  return search.connection === 'all'
}

async function countMatches(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: DirectorySearch,
): Promise<number> {
  const unfiltered =
    !search.text &&
    !search.accountType &&
    search.year === null &&
    search.tags.length === 0 &&
    isShareable(search)
  const count = async () => {
    const result = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${FROM} WHERE ${whereClause(school, search, viewerId)}`,
    )
    return result.rows[0]?.n ?? 0
  }
  // The whole school's count is the same for everyone but the opted-out viewer; cache it.
  return unfiltered ? totals.getOrLoad(`${school.id}`, count) : count()
}

async function facetCounts(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: DirectorySearch,
): Promise<Facets> {
  const shareable = isShareable(search)
  // Shared counts never include a viewer's own hidden fields (viewer-independent form).
  const where = whereClause(school, search, shareable ? null : viewerId)
  const load = async (): Promise<Facets> => {
    const accountType = await db.execute<{ value: string; count: number }>(
      sql`SELECT u.account_type AS value, count(*)::int AS count FROM ${FROM} WHERE ${where} GROUP BY 1 ORDER BY 2 DESC`,
    )
    const years = await db.execute<{ value: string; count: number }>(
      sql`SELECT p.year_of_graduation::text AS value, count(*)::int AS count FROM ${FROM}
          WHERE ${where} AND p.year_of_graduation IS NOT NULL GROUP BY 1 ORDER BY 1`,
    )
    const facets: Facets = { accountType: accountType.rows, yearOfGraduation: years.rows }
    for (const name of CONTAINS_FACET_NAMES) {
      const facet = CONTAINS_FACETS[name]
      const result = await db.execute<{ value: string; count: number }>(sql`
        SELECT tag AS value, count(*)::int AS count
        FROM ${FROM} CROSS JOIN LATERAL unnest(${sql.raw(`p.${facet.column}`)}) AS tag
        WHERE ${where} AND ${visibleToSchool(school, facet.field, null)}
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 30`)
      facets[name] = result.rows
    }
    return facets
  }
  if (!shareable) return load()
  return facetCache.getOrLoad(
    `${school.id}:${JSON.stringify({ ...search, offset: 0, count: 0, order: '' })}`,
    load,
  )
}

function presentPerson(row: PersonRow): PersonSummary {
  return {
    uid: row.uid,
    firstName: row.first_name,
    lastName: row.last_name,
    photoUrl: row.photo_url,
    genderPronoun: row.gender_pronoun,
    accountType: toAccountType(row.account_type),
    yearOfGraduation: row.year_of_graduation,
    visitableProfile: row.visitable_profile,
    connectionStatus: Number(row.connection_status),
  }
}
