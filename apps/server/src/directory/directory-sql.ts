import { sql, type SQL } from 'drizzle-orm'
import type { PrivateField } from '@quad/shared'
import { effectiveVisibility } from '../profiles/visibility.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import type { DirectorySearch, TagFilter } from './directory-query.ts'
import { CONTAINS_FACETS } from './listing-definitions.ts'

/** Fragments of the directory query over `users u JOIN profiles p`. */

export const FROM = sql`users u JOIN profiles p ON p.user_id = u.id`

/**
 * A private field may be searched, filtered and counted only where everyone in the
 * school may see it: filtering on a hidden field would reveal it. `ownRow` lets the
 * viewer match their own row (never used for shared, cached facet counts).
 */
export function visibleToSchool(school: School, field: PrivateField, viewerId: number | null): SQL {
  const fallback = effectiveVisibility(field, {}, school.profileVisibilityDefaults)
  const visible = sql`coalesce(p.field_visibility->>${field}, ${fallback}) = 'school'`
  return viewerId === null ? visible : sql`(u.id = ${viewerId} OR ${visible})`
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The first or the last name starts with the text (pg_trgm-indexed LIKE). */
export function namePrefix(text: string): SQL {
  const like = escapeLike(text)
  return sql`(u.search_name LIKE ${`${like}%`} OR u.search_name LIKE ${`% ${like}%`})`
}

/** A typo-tolerant word match (pg_trgm `<%`, indexed) that is not a prefix match. */
export function nameFuzzyOnly(text: string): SQL {
  return sql`(${text} <% u.search_name AND NOT ${namePrefix(text)})`
}

export function nameMatches(text: string): SQL {
  return sql`(${namePrefix(text)} OR ${text} <% u.search_name)`
}

export const BY_SIMILARITY = (text: string) =>
  sql`word_similarity(${text}, u.search_name) DESC, u.last_name, u.first_name, u.id`

function tagCondition(school: School, filter: TagFilter, viewerId: number | null): SQL {
  const facet = CONTAINS_FACETS[filter.facet]
  const column = sql.raw(`p.${facet.column}`)
  const operator = sql.raw(filter.all ? '@>' : '&&')
  const tags = sql`ARRAY[${sql.join(
    filter.tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`
  const has = sql`(${column} ${operator} ${tags} AND ${visibleToSchool(school, facet.field, viewerId)})`
  return filter.exclude ? sql`NOT ${has}` : has
}

/**
 * The viewer's counterparts as `u.id IN (...)`, not a correlated EXISTS: the planner
 * then starts from the viewer's few connection rows (requester/addressee indexes)
 * instead of testing every student of the school (P1: 330 ms -> 0.4 ms at 100,000).
 */
function connectionCondition(
  school: School,
  search: DirectorySearch,
  viewerId: number,
): SQL | null {
  const counterparts = (status: 'accepted' | 'pending', viewerSide: 'requester' | 'addressee') => {
    const [mine, theirs] =
      viewerSide === 'requester'
        ? [sql`c.requester_id`, sql`c.addressee_id`]
        : [sql`c.addressee_id`, sql`c.requester_id`]
    return sql`SELECT ${theirs} FROM connections c WHERE c.school_id = ${school.id} AND c.status = ${status} AND ${mine} = ${viewerId}`
  }
  switch (search.connection) {
    case 'connected':
      return sql`u.id IN (${counterparts('accepted', 'requester')} UNION ALL ${counterparts('accepted', 'addressee')})`
    case 'incoming':
      return sql`u.id IN (${counterparts('pending', 'addressee')})`
    case 'pending':
      return sql`u.id IN (${counterparts('pending', 'requester')})`
    default:
      return null
  }
}

/** Every condition of a search; `viewerId` null builds the viewer-independent (cacheable) form. */
export function whereClause(school: School, search: DirectorySearch, viewerId: number | null): SQL {
  const parts: SQL[] = [
    sql`u.school_id = ${school.id}`,
    viewerId === null
      ? sql`NOT p.directory_opt_out`
      : sql`(NOT p.directory_opt_out OR u.id = ${viewerId})`,
  ]
  if (search.text) parts.push(nameMatches(search.text))
  if (search.accountType) parts.push(sql`u.account_type = ${search.accountType}`)
  if (search.year !== null) parts.push(sql`p.year_of_graduation = ${search.year}`)
  for (const filter of search.tags) parts.push(tagCondition(school, filter, viewerId))
  if (viewerId !== null) {
    // Issue 5: a blocked student cannot find the blocker.
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ${viewerId})`,
    )
    const connection = connectionCondition(school, search, viewerId)
    if (connection) parts.push(connection)
  }
  return sql.join(parts, sql` AND `)
}

export function orderClause(search: DirectorySearch): SQL {
  const byName = sql`u.last_name, u.first_name, u.id`
  switch (search.order) {
    case 'relevance':
      // With text, the service ranks in two tiers (prefix matches by name, then typos).
      return byName
    case '-lastName':
      return sql`u.last_name DESC, u.first_name DESC, u.id DESC`
    case 'firstName':
      return sql`u.first_name, u.last_name, u.id`
    case '-firstName':
      return sql`u.first_name DESC, u.last_name DESC, u.id DESC`
    case 'yearOfGraduation':
      return sql`p.year_of_graduation NULLS LAST, ${byName}`
    case '-yearOfGraduation':
      return sql`p.year_of_graduation DESC NULLS LAST, ${byName}`
    case 'recent':
      return sql`u.created_at, u.id`
    case '-recent':
      return sql`u.created_at DESC, u.id DESC`
    default:
      return byName
  }
}

/** Spec 4 status of each row as seen by the viewer, through the pair index. */
export function statusColumn(school: School, viewerId: number): SQL {
  return sql`CASE WHEN u.id = ${viewerId} THEN -1 ELSE coalesce((
    SELECT CASE WHEN c.status = 'accepted' THEN 1 WHEN c.requester_id = ${viewerId} THEN 2 ELSE 3 END
    FROM connections c
    WHERE c.school_id = ${school.id}
      AND least(c.requester_id, c.addressee_id) = least(u.id, ${viewerId}::bigint)
      AND greatest(c.requester_id, c.addressee_id) = greatest(u.id, ${viewerId}::bigint)
  ), 0) END`
}
