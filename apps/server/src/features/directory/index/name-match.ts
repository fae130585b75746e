import { sql, type SQL } from 'drizzle-orm'

/**
 * How typed text meets names (decision 007): lower-cased, accents folded ("garcia"
 * finds García), split into words; a name matches when one of its words starts with
 * the text (`may` → Maya, `patel` → Maya Patel, `maya pa` → Maya Patel), and, second,
 * when it does so within a typo or two.
 */

const MARKS = /\p{M}/gu

export function normalise(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/**
 * `normalise` in SQL, for the database search while an index loads (decision 069):
 * marks of the combining blocks dropped after NFD, lower-cased, spaces collapsed.
 * database-search.test.ts checks it agrees with `normalise` on both databases.
 */
export function normaliseSql(text: SQL): SQL {
  const unmarked = sql`regexp_replace(normalize(${text}, NFD), ${COMBINING_MARKS}, '', 'g')`
  return sql`btrim(regexp_replace(lower(${unmarked}), ${SPACES}, ' ', 'g'))`
}

const SPACES = '\\s+'
/** The Unicode combining-mark blocks (what \p{M} holds for the Latin, Greek and Cyrillic names). */
const COMBINING_MARKS = '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]'

export function wordsOf(normalised: string): string[] {
  return normalised.split(' ').filter((word) => word.length > 0)
}

/** "maya de la cruz" → every tail that starts a word: "maya de la cruz", "de la cruz", ... */
export function wordStarts(normalised: string): string[] {
  const starts: string[] = []
  for (let i = 0; i < normalised.length; i++) {
    if (i === 0 || normalised[i - 1] === ' ') starts.push(normalised.slice(i))
  }
  return starts
}

/** Longest typed word typo matching considers; longer ones match by prefix only. */
export const TYPO_MAX_LENGTH = 40
