import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { containsPattern, prefixPattern } from './like.ts'

/**
 * How near a word must come to the search to count (pg_trgm's word similarity): "libary"
 * scores 0.5 against "library" (the index's `<%` lets through 0.25 and up, the session's
 * threshold for names: database.ts); unrelated words of a long text stay below.
 */
export const NEAR = 0.5

/**
 * A student's search against free text, three readings each served by a GIN index the
 * table keeps on the same expressions (decision 093; migrations 0047, 0054): its words
 * (English full text: "pizzas" finds "pizza"), a word near the search by trigrams (a
 * typo: "libary" finds "library"), or the search as typed inside a word ("B12").
 */
export function textMatches(column: AnyColumn | SQL, q: string): SQL {
  return sql`(${wordsMatch(column, q)}
    or (${q} <% ${column} and word_similarity(${q}, ${column}) >= ${NEAR})
    or ${column} ilike ${containsPattern(q)})`
}

/**
 * A name or title against the search, by trigrams and as typed (its GIN trigram index):
 * short text has few words for full text to add. Rank with `nameScore`.
 */
export function nameMatches(column: AnyColumn | SQL, q: string): SQL {
  return sql`((${q} <% ${column} and word_similarity(${q}, ${column}) >= ${NEAR})
    or ${column} ilike ${containsPattern(q)})`
}

/** How well a name matches: 2 when it starts with the search, 1 when it holds it, else the similarity. */
export function nameScore(column: AnyColumn | SQL, q: string): SQL<number> {
  return sql<number>`(case when ${column} ilike ${prefixPattern(q)} then 2
    when ${column} ilike ${containsPattern(q)} then 1
    else word_similarity(${q}, ${column}) end)`
}

/**
 * The search's words among the text's (English full text, its GIN index): for HTML, whose
 * tags the parser skips, where a match inside a word would find tag names.
 */
export function wordsMatch(column: AnyColumn | SQL, q: string): SQL {
  return hasWords(column, sql`plainto_tsquery('english', ${q})`)
}

/** The text's words (English full text, its GIN index) against a query built elsewhere. */
export function hasWords(column: AnyColumn | SQL, tsquery: SQL): SQL {
  return sql`to_tsvector('english', ${column}) @@ ${tsquery}`
}
