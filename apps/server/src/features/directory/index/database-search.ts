import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../platform/db/database.ts'
import { toAccountType } from '../../../platform/auth/sessions.service.ts'
import { effectiveVisibilitySql } from '../../profiles/index.ts'
import type { TagFilter } from '../directory-query.ts'
import {
  CONTAINS_FACET_NAMES,
  CONTAINS_FACETS,
  type ContainsFacet,
} from '../listing-definitions.ts'
import { emptyTally, type FacetName, type FacetTally } from './facet-sets.ts'
import { normalise, normaliseSql } from './name-match.ts'
import { orderOf, type OrderKind } from './orderings.ts'
import { listedIn, PERSON_COLUMNS, toPeople, type PersonRow } from './people.ts'
import type { IndexPage, IndexQuery } from './school-index.ts'

/**
 * A school's directory searched in the database, while its index loads (decision 069):
 * the same students, filters, order and page as SchoolIndex for the same query, but text
 * matches only a name word's start (the index's first tier), never out of order or with
 * typos. Cards and tags come from the same `toPeople`; a tag is matched and counted only
 * where `effectiveVisibilitySql` says its owner shows it to the school.
 */
export class DatabaseSearch {
  private readonly db: DbOrTx
  private readonly schoolId: number

  constructor(db: DbOrTx, schoolId: number) {
    this.db = db
    this.schoolId = schoolId
  }

  async search(query: IndexQuery): Promise<IndexPage> {
    const from = sql`${listedIn(this.schoolId)} AND ${matching(query)}`
    const [page, count] = await Promise.all([
      this.db.execute<PersonRow>(sql`SELECT ${PERSON_COLUMNS} ${from}
        ORDER BY ${orderBy(query)} OFFSET ${query.offset} LIMIT ${query.count}`),
      this.db.execute<{ total: string | number }>(sql`SELECT count(*) AS total ${from}`),
    ])
    return { people: toPeople(page.rows), total: Number(count.rows[0]?.total ?? 0) }
  }

  /** How many of the query's matches have each value, as SchoolIndex.tally counts them. */
  async tally(query: IndexQuery): Promise<FacetTally> {
    const shownTags = CONTAINS_FACET_NAMES.map(
      (facet) => sql`SELECT ${facet}::text AS facet, tag AS value, count(*) AS n
        FROM matches, unnest(matches.${sql.raw(facet)}) AS tag GROUP BY tag`,
    )
    const result = await this.db.execute<{ facet: FacetName; value: string; n: string | number }>(
      sql`WITH matches AS (
        SELECT u.account_type, p.year_of_graduation,
          ${sql.join(
            CONTAINS_FACET_NAMES.map(
              (facet) =>
                sql`CASE WHEN ${shown(facet)} THEN p.${sql.raw(CONTAINS_FACETS[facet].column)} END AS ${sql.raw(facet)}`,
            ),
            sql`, `,
          )}
        ${listedIn(this.schoolId)} AND ${matching(query)})
      SELECT 'accountType' AS facet, account_type AS value, count(*) AS n FROM matches
        GROUP BY account_type
      UNION ALL SELECT 'yearOfGraduation', year_of_graduation::text, count(*) FROM matches
        WHERE year_of_graduation IS NOT NULL GROUP BY year_of_graduation
      UNION ALL ${sql.join(shownTags, sql` UNION ALL `)}`,
    )
    const tally = emptyTally()
    for (const row of result.rows) {
      const value = row.facet === 'accountType' ? toAccountType(row.value) : row.value
      const counts = tally[row.facet]
      counts.set(value, (counts.get(value) ?? 0) + Number(row.n))
    }
    return tally
  }
}

/** Whether the person's `facet` is shown to the whole school (people.ts's rule, in SQL). */
function shown(facet: ContainsFacet): SQL {
  const field = CONTAINS_FACETS[facet].field
  return sql`${effectiveVisibilitySql(field, sql`coalesce(p.field_visibility, '{}'::jsonb)`, sql`coalesce(s.profile_visibility_defaults, '{}'::jsonb)`)} = 'school'`
}

/** Every filter of the query, as SchoolIndex.filter and its first text tier apply them. */
function matching(query: IndexQuery): SQL {
  const conditions: SQL[] = [sql`TRUE`]
  if (query.only)
    conditions.push(query.only.length > 0 ? sql`u.id IN (${ids(query.only)})` : sql`FALSE`)
  if (query.hidden.length > 0) conditions.push(sql`u.id NOT IN (${ids(query.hidden)})`)
  if (query.accountType !== null) conditions.push(sql`u.account_type = ${query.accountType}`)
  if (query.year !== null) conditions.push(sql`p.year_of_graduation = ${query.year}`)
  for (const filter of query.tags) conditions.push(tagged(filter))
  const text = normalise(query.text ?? '')
  if (text) {
    // A word of "first last" starts with the text: SchoolIndex's prefix tier.
    const name = normaliseSql(sql`u.first_name || ' ' || u.last_name`)
    conditions.push(sql`(' ' || ${name}) LIKE ${`% ${escapeLike(text)}%`}`)
  }
  return sql.join(conditions, sql` AND `)
}

/** "Not Hiking" keeps those who hid their interests, as the index does. */
function tagged(filter: TagFilter): SQL {
  const column = sql.raw(`p.${CONTAINS_FACETS[filter.facet].column}`)
  const tags = sql`ARRAY[${sql.join(
    filter.tags.map((tag) => sql`${tag}::text`),
    sql`, `,
  )}]::text[]`
  const has = sql`(${shown(filter.facet)} AND ${column} ${sql.raw(filter.all ? '@>' : '&&')} ${tags})`
  return filter.exclude ? sql`NOT ${has}` : has
}

const NAME_KEY = sql`(${normaliseSql(sql`u.last_name`)} || chr(1) || ${normaliseSql(sql`u.first_name`)}) COLLATE "C"`
const FIRST_KEY = sql`(${normaliseSql(sql`u.first_name`)} || chr(1) || ${normaliseSql(sql`u.last_name`)}) COLLATE "C"`

/** orderings.ts's comparisons as sort keys; JS compares code units, "C" compares bytes. */
const KEYS: Record<OrderKind, Array<[SQL, 'ASC' | 'DESC', boolean]>> = {
  name: [
    [NAME_KEY, 'ASC', false],
    [sql`u.id`, 'ASC', false],
  ],
  first: [
    [FIRST_KEY, 'ASC', false],
    [sql`u.id`, 'ASC', false],
  ],
  year: [
    [sql`p.year_of_graduation`, 'ASC', true],
    [NAME_KEY, 'ASC', false],
    [sql`u.id`, 'ASC', false],
  ],
  yearDesc: [
    [sql`p.year_of_graduation`, 'DESC', true],
    [NAME_KEY, 'ASC', false],
    [sql`u.id`, 'ASC', false],
  ],
  recent: [
    // The index compares milliseconds (Date.getTime), then ids.
    [sql`date_trunc('milliseconds', u.created_at)`, 'ASC', false],
    [sql`u.id`, 'ASC', false],
  ],
}

function orderBy(query: IndexQuery): SQL {
  // Relevance with text is the prefix tier in name order, as the index's first segment.
  const { kind, reverse } = orderOf(query.order)
  const keys = KEYS[query.text && query.order === 'relevance' ? 'name' : kind]
  return sql.join(
    keys.map(([key, direction, nullsLast]) => {
      const flipped = reverse ? (direction === 'ASC' ? 'DESC' : 'ASC') : direction
      return sql`${key} ${sql.raw(flipped)}${sql.raw(nullsLast ? ' NULLS LAST' : '')}`
    }),
    sql`, `,
  )
}

function ids(list: readonly number[]): SQL {
  return sql.join(
    list.map((id) => sql`${id}::bigint`),
    sql`, `,
  )
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
