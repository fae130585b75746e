import type pg from 'pg'
import { sql, type SQL } from 'drizzle-orm'
import { typosAllowed, wordsWithin } from '../../platform/text/typo-search.ts'

/** Words shorter than this are taken as written: three letters have too many neighbours. */
const SHORTEST_CORRECTED = 4

/** At most this many words of a search are looked up (SearchText allows 100 characters). */
const MOST_WORDS = 8

/** The school's words nearest by trigrams that are weighed by edits, per word searched. */
const CANDIDATES = 20

interface CandidateRow {
  word: string
  candidate: string
  /** The candidate is the word's own stem as full text reads it ("jealously", "jealous"). */
  same_stem: boolean
}

/**
 * Each word's candidates, nearest first; the word itself among them when the school uses
 * it, or a word full text reads as the same (its stem). A named statement: its plan is the
 * trigram index's whatever the words.
 */
const NEAREST_WORDS = `
  select q.word, c.word as candidate,
    plainto_tsquery('english', c.word) = plainto_tsquery('english', q.word) as same_stem
  from unnest($1::text[]) as q(word)
  cross join lateral (
    select s.word from search_words s
    where s.school_id = $2 and s.word % q.word
    order by similarity(s.word, q.word) desc, s.word
    limit $3) as c`

/**
 * The search's words, each with the school's nearest spelling beside it when the school's
 * posts and comments never use the word as written (the spelling list, `search_words`,
 * migration 0058): "libary hours" → [["libary", "library"], ["hours"]]. One query: the
 * list's trigram index proposes the nearest words (pg_trgm's `%`, similarity 0.3 and up),
 * and the one fewest edits away wins — at most the directory's typos for a word that long
 * (one up to five letters, two from six; a swap of neighbours is one), so "satruday" finds
 * "saturday" and "tourn" is not "tournament". A word with no such neighbour stays alone.
 * Decision 101: how posts and comments forgive a typo without a trigram scan of every post.
 */
export async function spellingsOf(pool: pg.Pool, schoolId: number, q: string): Promise<string[][]> {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MOST_WORDS)
  const unsure = words.filter((word) => word.length >= SHORTEST_CORRECTED && /^\p{L}+$/u.test(word))
  if (unsure.length === 0) return words.map((word) => [word])
  const result = await pool.query<CandidateRow>({
    name: 'search_spellings',
    text: NEAREST_WORDS,
    values: [unsure, schoolId, CANDIDATES],
  })
  const candidates = Map.groupBy(result.rows, (row) => row.word)
  return words.map((word) => {
    const rows = candidates.get(word) ?? []
    // A word the school writes, or writes in another form of (its posts say "jealously",
    // the search "jealous"), is found as typed: its full-text query already matches them.
    // Offered as a correction it matched nothing more, and the planner, reading
    // 'jealous' | 'jealous' as twice as common, walked the newest posts instead of using
    // the index (7 ms against 0.5 at 200,000 posts; decision 101 "Same stem").
    const known = rows.some((row) => row.candidate === word || row.same_stem)
    const correction = known
      ? undefined
      : fewestEdits(
          word,
          rows.map((row) => row.candidate),
        )
    return correction ? [word, correction] : [word]
  })
}

/** Of words nearest first, the first with the fewest edits from `typed`, within its typos. */
function fewestEdits(typed: string, near: readonly string[]): string | undefined {
  const sorted = [...near].sort()
  const within = wordsWithin(sorted, typed, typosAllowed(typed.length), false)
  const edits = new Map(within.map(({ index, typos }) => [sorted[index] ?? '', typos]))
  let best: string | undefined
  for (const word of near) {
    const typos = edits.get(word)
    if (typos !== undefined && (best === undefined || typos < (edits.get(best) ?? Infinity)))
      best = word
  }
  return best
}

/**
 * A full-text query (English, as the GIN indexes hold) for spellings from `spellingsOf`:
 * every word, each as written or as corrected. Built from `plainto_tsquery` of each word,
 * so nothing a student types is read as query syntax; no words, a query matching nothing.
 * A word may be a prepared query's parameter (`param`).
 */
export function spellingsQuery(spellings: readonly (readonly (string | SQL)[])[]): SQL {
  if (spellings.length === 0) return sql`''::tsquery`
  const groups = spellings.map(
    (choices) =>
      sql`(${sql.join(
        choices.map((word) => sql`plainto_tsquery('english', ${word})`),
        sql` || `,
      )})`,
  )
  return sql`(${sql.join(groups, sql` && `)})`
}
