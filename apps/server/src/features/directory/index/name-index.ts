import { Bitset } from './bitset.ts'
import { normalise, TYPO_MAX_LENGTH, wordStarts, wordsOf } from './name-match.ts'
import type { Entry } from './orderings.ts'
import { typosAllowed, wordsWithin } from '../../../platform/text/typo-search.ts'

/** A name word that matched a typed word, and how many typos it took. */
interface WordMatch {
  word: string
  typos: number
}

const MATCH_CACHE = 5_000

function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((sorted[mid] ?? '') < text) low = mid + 1
    else high = mid
  }
  return low
}

/**
 * The names of a school, for as-you-type search: every word-start tail of every name,
 * sorted (a prefix is a binary search away), and each distinct word with who has it
 * (typo matching scans the distinct words, a few thousand, not the people).
 */
export class NameIndex {
  private starts: string[] = []
  private startSlots: number[] = []
  private readonly postings = new Map<string, Set<number>>()
  private words: string[] | null = null
  private readonly matches = new Map<string, WordMatch[]>()

  /** Replaces the names of `changed` slots by what `entries` now hold for them. */
  update(
    changed: ReadonlySet<number>,
    entries: ReadonlyArray<Entry | undefined>,
    old: ReadonlyMap<number, string>,
  ): void {
    for (const [slot, name] of old) {
      for (const word of wordsOf(name)) {
        const holders = this.postings.get(word)
        holders?.delete(slot)
        if (holders?.size === 0) {
          this.postings.delete(word)
          this.words = null
        }
      }
    }
    const added: Array<[string, number]> = []
    for (const slot of changed) {
      const name = entries[slot] ? nameOf(entries[slot]) : null
      if (name === null) continue
      for (const start of wordStarts(name)) added.push([start, slot])
      for (const word of wordsOf(name)) {
        const holders = this.postings.get(word)
        if (holders) holders.add(slot)
        else {
          this.postings.set(word, new Set([slot]))
          this.words = null
        }
      }
    }
    this.mergeStarts(changed, added)
    if (this.words === null) this.matches.clear()
  }

  /** Adds every slot whose name has a word-start tail beginning with `text`. */
  addPrefixMatches(text: string, into: Bitset): void {
    const from = lowerBound(this.starts, text)
    const to = lowerBound(this.starts, `${text}\uffff`)
    for (let i = from; i < to; i++) into.add(this.startSlots[i] ?? 0)
  }

  /** Adds every slot that has a word matching `typed` with at most `typos` typos. */
  addWordMatches(typed: string, asPrefix: boolean, typos: number, into: Bitset): void {
    for (const match of this.wordMatches(typed, asPrefix)) {
      if (match.typos > typos) continue
      for (const slot of this.postings.get(match.word) ?? []) into.add(slot)
    }
  }

  private wordMatches(typed: string, asPrefix: boolean): WordMatch[] {
    const key = `${asPrefix ? '>' : '='}${typed}`
    const cached = this.matches.get(key)
    if (cached) return cached
    const limit = typosAllowed(typed.length)
    const words = (this.words ??= [...this.postings.keys()].sort())
    const found: WordMatch[] = []
    if (limit === 0) {
      // Short words match exactly (or as a prefix): a range of the sorted words.
      const end = asPrefix ? `${typed}\uffff` : `${typed}\u0000`
      for (let i = lowerBound(words, typed); i < words.length && (words[i] ?? '') < end; i++)
        found.push({ word: words[i] ?? '', typos: 0 })
    } else if (typed.length <= TYPO_MAX_LENGTH) {
      for (const { index, typos } of wordsWithin(words, typed, limit, asPrefix))
        found.push({ word: words[index] ?? '', typos })
    }
    if (this.matches.size >= MATCH_CACHE) this.matches.clear()
    this.matches.set(key, found)
    return found
  }

  private mergeStarts(changed: ReadonlySet<number>, added: Array<[string, number]>): void {
    added.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
    const starts: string[] = []
    const slots: number[] = []
    let j = 0
    for (let i = 0; i < this.starts.length; i++) {
      const slot = this.startSlots[i] ?? 0
      if (changed.has(slot)) continue
      const start = this.starts[i] ?? ''
      while (j < added.length && (added[j]?.[0] ?? '') < start) {
        starts.push(added[j]?.[0] ?? '')
        slots.push(added[j]?.[1] ?? 0)
        j++
      }
      starts.push(start)
      slots.push(slot)
    }
    for (; j < added.length; j++) {
      starts.push(added[j]?.[0] ?? '')
      slots.push(added[j]?.[1] ?? 0)
    }
    this.starts = starts
    this.startSlots = slots
  }
}

export function nameOf(entry: Entry): string {
  return normalise(`${entry.person.card.firstName} ${entry.person.card.lastName}`)
}
