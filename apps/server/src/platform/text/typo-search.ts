/**
 * Typos allowed for a typed word of this length: none under three letters (two letters
 * with a typo match half the school), one up to five, two from six. The directory's names
 * and the search's spelling list (features/feed/search-spelling.ts) both count by it.
 */
export function typosAllowed(length: number): number {
  if (length < 3) return 0
  return length < 6 ? 1 : 2
}

/**
 * Every word of a sorted list within `limit` edits of `typed` (optimal string
 * alignment: insert, delete, substitute, swap two neighbours), whole or — `asPrefix`
 * — as the start of the word. It walks the list as a trie: words that share a prefix
 * share its edit-distance column, and a prefix already more than `limit` edits away
 * is skipped with all its words. At 100,000 students (8,500 distinct name words) that
 * is tens of nodes instead of thousands of distance computations (P1).
 */
export function wordsWithin(
  words: readonly string[],
  typed: string,
  limit: number,
  asPrefix: boolean,
): Array<{ index: number; typos: number }> {
  const n = typed.length
  const found: Array<{ index: number; typos: number }> = []
  const first = Int32Array.from({ length: n + 1 }, (_, i) => i)

  const visit = (
    lo: number,
    hi: number,
    depth: number,
    column: Int32Array,
    before: Int32Array | null,
    previousChar: number,
    best: number,
  ): void => {
    let start = lo
    // Words that end here come first in sorted order.
    while (start < hi && (words[start]?.length ?? 0) === depth) {
      const typos = asPrefix ? best : (column[n] ?? limit + 1)
      if (typos <= limit) found.push({ index: start, typos })
      start++
    }
    while (start < hi) {
      const char = words[start]?.charCodeAt(depth) ?? 0
      const end = groupEnd(words, start, hi, depth, char)
      const next = step(typed, column, before, previousChar, char, depth + 1)
      let lowest = limit + 1
      for (const value of next) lowest = Math.min(lowest, value)
      const reached = asPrefix ? Math.min(best, next[n] ?? limit + 1) : best
      // Past n + limit letters, or once every row is over the limit, going deeper cannot
      // bring a word under it; as a prefix, a word already matched stays matched.
      if (lowest > limit || (asPrefix && depth + 1 >= n + limit)) {
        if (asPrefix && reached <= limit)
          for (let i = start; i < end; i++) found.push({ index: i, typos: reached })
      } else visit(start, end, depth + 1, next, column, char, reached)
      start = end
    }
  }

  visit(0, words.length, 0, first, null, -1, asPrefix ? n : limit + 1)
  return found
}

/** The first index in [from, to) whose letter at `depth` is past `char` (the list is sorted). */
function groupEnd(words: readonly string[], from: number, to: number, depth: number, char: number) {
  let low = from
  let high = to
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((words[mid]?.charCodeAt(depth) ?? 0) <= char) low = mid + 1
    else high = mid
  }
  return low
}

/** The distance column after one more letter of the word (rows: letters typed). */
function step(
  typed: string,
  column: Int32Array,
  before: Int32Array | null,
  previousChar: number,
  char: number,
  length: number,
): Int32Array {
  const n = typed.length
  const next = new Int32Array(n + 1)
  next[0] = length
  for (let i = 1; i <= n; i++) {
    const typedChar = typed.charCodeAt(i - 1)
    let value = Math.min(
      (column[i] ?? 0) + 1,
      (next[i - 1] ?? 0) + 1,
      (column[i - 1] ?? 0) + (typedChar === char ? 0 : 1),
    )
    if (before && i > 1 && typedChar === previousChar && typed.charCodeAt(i - 2) === char)
      value = Math.min(value, (before[i - 2] ?? 0) + 1)
    next[i] = value
  }
  return next
}
