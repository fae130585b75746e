import { sql, type SQL } from 'drizzle-orm'
import type { Facets, PersonSummary } from '@quad/shared'
import { toAccountType } from '../platform/auth/sessions.service.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { School } from '../platform/tenancy/schools.service.ts'
import { MAX_DEPTH, MAX_PAGE, type DirectorySearch } from './directory-query.ts'
import {
  BY_SIMILARITY,
  FROM,
  namePrefix,
  nameFuzzyOnly,
  orderClause,
  statusColumn,
  visibleToSchool,
  whereClause,
} from './directory-sql.ts'
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
export const PAGE_CACHE_MS = 30_000
const pages = new TtlCache<FoundRows>(PAGE_CACHE_MS, 5_000)

interface PersonRow extends Record<string, unknown> {
  /** Internal id (int8, so a string from pg): used to overlay per-viewer data, never sent. */
  id: string | number
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

/**
 * Totals beyond this are reported as this (P1): nobody pages past MAX_DEPTH, and an
 * exact count of a huge match set costs more than the page itself.
 */
export const TOTAL_CAP = MAX_DEPTH + MAX_PAGE

export async function searchDirectory(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: DirectorySearch,
): Promise<DirectoryPage> {
  const [found, facets] = await Promise.all([
    isShareable(search)
      ? sharedPage(db, school, viewerId, search)
      : findRows(db, school, viewerId, search),
    search.withFacets ? facetCounts(db, school, viewerId, search) : Promise.resolve(undefined),
  ])
  return { people: found.rows.map(presentPerson), total: found.total, ...(facets && { facets }) }
}

interface FoundRows {
  rows: PersonRow[]
  total: number
}

function findRows(db: DbOrTx, school: School, viewerId: number | null, search: DirectorySearch) {
  return search.text && search.order === 'relevance'
    ? rankedNameSearch(db, school, viewerId, search, search.text)
    : orderedSearch(db, school, viewerId, search)
}

/**
 * P1: the same searches are typed by many students (every prefix of a popular name),
 * so a search without a connection filter is computed once, viewer-independent, and
 * kept briefly; each viewer's connection statuses and blocks are then applied fresh.
 * Name, visibility and opt-out changes show within PAGE_CACHE_MS.
 */
async function sharedPage(
  db: DbOrTx,
  school: School,
  viewerId: number,
  search: DirectorySearch,
): Promise<FoundRows> {
  const key = `${school.id}:${JSON.stringify({ ...search, withFacets: false })}`
  const shared = await pages.getOrLoad(key, () => findRows(db, school, null, search))
  return { rows: await overlayViewer(db, school, viewerId, shared.rows), total: shared.total }
}

/** Fresh per-viewer facts on a shared page: own row, connection statuses, blockers removed. */
async function overlayViewer(
  db: DbOrTx,
  school: School,
  viewerId: number,
  rows: PersonRow[],
): Promise<PersonRow[]> {
  if (rows.length === 0) return rows
  const ids = sql.join(
    rows.map((row) => sql`${Number(row.id)}::bigint`),
    sql`, `,
  )
  const [links, blockers] = await Promise.all([
    db.execute<{ other: string; status: string; requester_id: string }>(sql`
      SELECT CASE WHEN requester_id = ${viewerId} THEN addressee_id ELSE requester_id END AS other,
             status, requester_id
      FROM connections WHERE school_id = ${school.id}
        AND ((requester_id = ${viewerId} AND addressee_id IN (${ids}))
          OR (addressee_id = ${viewerId} AND requester_id IN (${ids})))`),
    db.execute<{ blocker_id: string }>(
      sql`SELECT blocker_id FROM blocks WHERE blocked_id = ${viewerId} AND blocker_id IN (${ids})`,
    ),
  ])
  const statusOf = new Map<number, number>()
  for (const link of links.rows) {
    const status = link.status === 'accepted' ? 1 : Number(link.requester_id) === viewerId ? 2 : 3
    statusOf.set(Number(link.other), status)
  }
  const blocked = new Set(blockers.rows.map((b) => Number(b.blocker_id)))
  return rows
    .filter((row) => !blocked.has(Number(row.id)))
    .map((row) => {
      const id = Number(row.id)
      return { ...row, connection_status: id === viewerId ? -1 : (statusOf.get(id) ?? 0) }
    })
}

/** Everything that matches, in the order asked for. */
async function orderedSearch(
  db: DbOrTx,
  school: School,
  viewerId: number | null,
  search: DirectorySearch,
) {
  const where = whereClause(school, search, viewerId)
  const [rows, total] = await Promise.all([
    fetchPage(db, school, viewerId, where, orderClause(search), search.offset, search.count),
    isUnfiltered(search)
      ? totals.getOrLoad(`${school.id}`, () => countCapped(db, where, Number.MAX_SAFE_INTEGER))
      : countCapped(db, where, TOTAL_CAP),
  ])
  return { rows, total }
}

/**
 * Relevance for typed text, in two tiers: names starting with the text (by name),
 * then typo matches (by similarity). The typo tier — the costly one — runs only when
 * the prefix tier cannot fill the page, which as-you-type search rarely needs.
 */
async function rankedNameSearch(
  db: DbOrTx,
  school: School,
  viewerId: number | null,
  search: DirectorySearch,
  text: string,
) {
  const base = whereClause(school, { ...search, text: null }, viewerId)
  const prefixWhere = sql`${base} AND ${namePrefix(text)}`
  const [prefixPage, prefixTotal] = await Promise.all([
    fetchPage(db, school, viewerId, prefixWhere, orderClause(search), search.offset, search.count),
    countCapped(db, prefixWhere, TOTAL_CAP),
  ])
  if (prefixPage.length === search.count || prefixTotal >= TOTAL_CAP) {
    return { rows: prefixPage, total: prefixTotal }
  }
  const fuzzyWhere = sql`${base} AND ${nameFuzzyOnly(text)}`
  const [fuzzyPage, fuzzyTotal] = await Promise.all([
    fetchPage(
      db,
      school,
      viewerId,
      fuzzyWhere,
      BY_SIMILARITY(text),
      Math.max(0, search.offset - prefixTotal),
      search.count - prefixPage.length,
    ),
    countCapped(db, fuzzyWhere, TOTAL_CAP - prefixTotal),
  ])
  return { rows: [...prefixPage, ...fuzzyPage], total: prefixTotal + fuzzyTotal }
}

async function fetchPage(
  db: DbOrTx,
  school: School,
  viewerId: number | null,
  where: SQL,
  order: SQL,
  offset: number,
  count: number,
): Promise<PersonRow[]> {
  if (count <= 0) return []
  const status = viewerId === null ? sql`0` : statusColumn(school, viewerId)
  const rows = await db.execute<PersonRow>(sql`
    SELECT u.id, u.uid, u.first_name, u.last_name, u.photo_url, u.account_type,
           p.gender_pronoun, p.year_of_graduation, p.visitable_profile,
           ${status} AS connection_status
    FROM ${FROM} WHERE ${where}
    ORDER BY ${order}
    LIMIT ${count} OFFSET ${offset}`)
  return rows.rows
}

/** count(*) that stops at `cap` rows. */
async function countCapped(db: DbOrTx, where: SQL, cap: number): Promise<number> {
  const limit =
    Number.isSafeInteger(cap) && cap < Number.MAX_SAFE_INTEGER ? sql`LIMIT ${cap}` : sql``
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${FROM} WHERE ${where} ${limit}) matches`,
  )
  return result.rows[0]?.n ?? 0
}

/** Viewer-independent searches (no connection filter) share their counts across viewers. */
function isShareable(search: DirectorySearch): boolean {
  return search.connection === 'all'
}

function isUnfiltered(search: DirectorySearch): boolean {
  return (
    !search.text &&
    !search.accountType &&
    search.year === null &&
    search.tags.length === 0 &&
    isShareable(search)
  )
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
  const load = () => loadFacets(db, school, where)
  if (!shareable) return load()
  return facetCache.getOrLoad(
    `${school.id}:${JSON.stringify({ ...search, offset: 0, count: 0, order: '' })}`,
    load,
  )
}

/** Facet values listed per contains facet (the most common first). */
const FACET_VALUES = 30

/**
 * Every facet in one statement: the matching rows are read once into a CTE, then
 * grouped once per facet (P1: seven separate scans cost seven times as much).
 */
async function loadFacets(db: DbOrTx, school: School, where: SQL): Promise<Facets> {
  const columns = CONTAINS_FACET_NAMES.map((name) => {
    const facet = CONTAINS_FACETS[name]
    const column = sql.raw(`p.${facet.column}`)
    return sql`CASE WHEN ${visibleToSchool(school, facet.field, null)} THEN ${column} END AS ${sql.raw(name)}`
  })
  const groups = CONTAINS_FACET_NAMES.map(
    (name) =>
      sql`SELECT ${name} AS facet, tag AS value, count(*)::int AS count FROM m CROSS JOIN LATERAL unnest(m.${sql.raw(name)}) AS tag GROUP BY tag`,
  )
  const result = await db.execute<{ facet: string; value: string; count: number }>(sql`
    WITH m AS MATERIALIZED (
      SELECT u.account_type, p.year_of_graduation, ${sql.join(columns, sql`, `)}
      FROM ${FROM} WHERE ${where}
    )
    SELECT 'accountType' AS facet, account_type AS value, count(*)::int AS count FROM m GROUP BY account_type
    UNION ALL
    SELECT 'yearOfGraduation', year_of_graduation::text, count(*)::int FROM m
      WHERE year_of_graduation IS NOT NULL GROUP BY year_of_graduation
    UNION ALL ${sql.join(groups, sql` UNION ALL `)}`)
  const facets: Facets = {}
  for (const row of result.rows)
    (facets[row.facet] ??= []).push({ value: row.value, count: row.count })
  for (const [name, values] of Object.entries(facets)) {
    if (name === 'yearOfGraduation') values.sort((a, b) => a.value.localeCompare(b.value))
    else values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    facets[name] =
      name === 'accountType' || name === 'yearOfGraduation' ? values : values.slice(0, FACET_VALUES)
  }
  return facets
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
