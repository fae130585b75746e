import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { containsPattern, prefixPattern } from './like.ts'
import { param } from './prepared-shapes.ts'

/**
 * How near a word must come to the search to count (pg_trgm's word similarity): "libary"
 * scores 0.5 against "library" (the index's `<%` lets through 0.25 and up, the session's
 * threshold for names: database.ts); unrelated words of a long text stay below.
 */
export const NEAR = 0.5

/** A search as SQL values: as typed, and the ILIKE patterns made of it. */
export interface SearchTerms {
  typed: SQL
  contains: SQL
  prefix: SQL
}

/** The search `q` as parameters of a query built for it. */
function termsOf(q: string): SearchTerms {
  return {
    typed: sql`${q}`,
    contains: sql`${containsPattern(q)}`,
    prefix: sql`${prefixPattern(q)}`,
  }
}

/** The terms of a query prepared once (`preparedShapes`): `searchValues` gives them at each run. */
export const searchParams: SearchTerms = {
  typed: param('q'),
  contains: param('q_contains'),
  prefix: param('q_prefix'),
}

/** What `searchParams` stand for, for the search `q`. */
export const searchValues = (q: string) => ({
  q,
  q_contains: containsPattern(q),
  q_prefix: prefixPattern(q),
})

/** A search as typed, or its terms as parameters. */
type Search = string | SearchTerms

const terms = (q: Search): SearchTerms => (typeof q === 'string' ? termsOf(q) : q)

/**
 * A student's search against free text, three readings each served by a GIN index the
 * table keeps on the same expressions (decision 093; migrations 0047, 0054): its words
 * (English full text: "pizzas" finds "pizza"), a word near the search by trigrams (a
 * typo: "libary" finds "library"), or the search as typed inside a word ("B12").
 */
export function textMatches(column: AnyColumn | SQL, q: Search): SQL {
  const { typed, contains } = terms(q)
  return sql`(${wordsMatch(column, q)}
    or (${typed} <% ${column} and word_similarity(${typed}, ${column}) >= ${NEAR})
    or ${column} ilike ${contains})`
}

/**
 * A name or title against the search, by trigrams and as typed (its GIN trigram index):
 * short text has few words for full text to add. Rank with `nameScore`.
 */
export function nameMatches(column: AnyColumn | SQL, q: Search): SQL {
  const { typed, contains } = terms(q)
  return sql`((${typed} <% ${column} and word_similarity(${typed}, ${column}) >= ${NEAR})
    or ${column} ilike ${contains})`
}

/** How well a name matches: 2 when it starts with the search, 1 when it holds it, else the similarity. */
export function nameScore(column: AnyColumn | SQL, q: Search): SQL<number> {
  const { typed, contains, prefix } = terms(q)
  return sql<number>`(case when ${column} ilike ${prefix} then 2
    when ${column} ilike ${contains} then 1
    else word_similarity(${typed}, ${column}) end)`
}

/**
 * The search's words among the text's (English full text, its GIN index): for HTML, whose
 * tags the parser skips, where a match inside a word would find tag names.
 */
export function wordsMatch(column: AnyColumn | SQL, q: Search): SQL {
  return hasWords(column, sql`plainto_tsquery('english', ${terms(q).typed})`)
}

/** The text's words (English full text, its GIN index) against a query built elsewhere. */
export function hasWords(column: AnyColumn | SQL, tsquery: SQL): SQL {
  return sql`to_tsvector('english', ${column}) @@ ${tsquery}`
}
