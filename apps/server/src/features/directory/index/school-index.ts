import { DEFAULT_PAGE_SIZE, type DirectoryOrder } from '@quad/shared'
import type { TagFilter } from '../directory-query.ts'
import { CONTAINS_FACET_NAMES } from '../listing-definitions.ts'
import { Bitset } from './bitset.ts'
import { FacetSets, type FacetTally } from './facet-sets.ts'
import { nameOf, NameIndex } from './name-index.ts'
import { normalise, wordsOf } from './name-match.ts'
import { typosAllowed } from '../../../platform/text/typo-search.ts'
import { orderOf, Ordering, toEntry, type Entry, type OrderKind } from './orderings.ts'
import type { DirectoryPerson } from './people.ts'
import { takePage, type Segment } from './paging.ts'

export interface IndexQuery {
  text: string | null
  accountType: string | null
  year: number | null
  tags: readonly TagFilter[]
  order: DirectoryOrder
  offset: number
  count: number
  /** Only these students (a connection filter), or everyone listed. */
  only: readonly number[] | null
  /** Never these students (those who blocked the viewer). */
  hidden: readonly number[]
}

export interface IndexPage {
  people: DirectoryPerson[]
  total: number
}

interface SlotPage {
  slots: number[]
  total: number
}

/** Typo tiers: exact words out of order, then one typo, then two (name-match.ts). */
const TYPO_TIERS = 3
/** Words of a query that typo matching considers; the prefix tier always uses all of it. */
const TYPO_WORDS = 4
/**
 * Typo tiers join only when the exact ones hold fewer than a page: "mar" lists the
 * Maras and Marcos, not every "mir" and "mor" too; "okafr" finds Okafor (decision 012).
 */
const TYPOS_BELOW = DEFAULT_PAGE_SIZE
/**
 * Facet counts may trail a change by this long: a count off by one for a few seconds
 * harms nobody, and recounting after every profile edit would cost a millisecond or
 * two each time in a busy school (P1 with edits). Result pages are never stale.
 */
const TALLY_GRACE_MS = 5_000
/** Answers kept per school until its next change: everyone types the same first letters. */
const CACHED_ANSWERS = 5_000

/**
 * One school's directory, in memory (P1, decision 012): every listed student in a
 * slot; bitsets per filter value; the name index; one ordering per sort, built on
 * first use and merged on change. A search is a few word-wise ANDs over the slots and
 * a walk of an ordering — no database round trip, no sort of the matches.
 */
export class SchoolIndex {
  private readonly entries: Array<Entry | undefined> = []
  private readonly slotOf = new Map<number, number>()
  private readonly free: number[] = []
  private readonly listed = new Bitset(1024)
  private readonly facets = new FacetSets(() => this.listed.capacity)
  private readonly names = new NameIndex()
  private readonly orderings = new Map<OrderKind, Ordering>()
  private scratch: Bitset[] = []
  /** Kept answers as slots (cards are read fresh): without, and with, facet filters. */
  private readonly pages = new Map<string, SlotPage>()
  private readonly filteredPages = new Map<string, SlotPage>()
  private readonly tallies = new Map<string, { tally: FacetTally; at: number }>()
  /** When facet counts last changed; a kept tally older than that serves TALLY_GRACE_MS more. */
  private talliesChangedAt = 0

  get size(): number {
    return this.slotOf.size
  }

  /**
   * Puts these people in (new or changed) and takes `gone` out. Only what a change can
   * affect is redone: a new photo or pronoun touches nothing shared; new tags or account
   * type, the facet sets and the answers that filter or count by them; a new name, year,
   * arrival or departure, the name index, the orderings and every kept answer.
   */
  apply(people: readonly DirectoryPerson[], gone: readonly number[]): void {
    const moved = new Set<number>()
    const oldNames = new Map<number, string>()
    let facetsChanged = false
    for (const id of gone) {
      const slot = this.slotOf.get(id)
      const entry = slot === undefined ? undefined : this.entries[slot]
      if (slot === undefined || !entry) continue
      this.facets.remove(slot)
      oldNames.set(slot, nameOf(entry))
      moved.add(slot)
      this.entries[slot] = undefined
      this.slotOf.delete(id)
      this.listed.delete(slot)
      this.free.push(slot)
    }
    for (const person of people) {
      const known = this.slotOf.get(person.id)
      const before = known === undefined ? undefined : this.entries[known]
      const slot = known ?? this.free.pop() ?? this.entries.length
      const entry = toEntry(person)
      if (!before || !sameOrder(before, entry)) {
        if (before) oldNames.set(slot, nameOf(before))
        moved.add(slot)
      }
      if (!before || !sameFacets(before.person, person)) {
        if (before) this.facets.remove(slot)
        this.facets.add(slot, person)
        facetsChanged = true
      }
      this.entries[slot] = entry
      this.slotOf.set(person.id, slot)
      this.listed.add(slot)
    }
    if (facetsChanged || moved.size > 0) {
      this.talliesChangedAt = Date.now()
      this.filteredPages.clear()
    }
    if (moved.size === 0) return
    this.pages.clear()
    this.names.update(moved, this.entries, oldNames)
    for (const ordering of this.orderings.values())
      ordering.update(moved, this.listed, this.entries.length)
  }

  search(query: IndexQuery): IndexPage {
    const filtered = query.accountType !== null || query.tags.length > 0
    const page = this.cached(filtered ? this.filteredPages : this.pages, query, () =>
      this.compute(query),
    )
    return {
      people: page.slots.flatMap((slot) => this.entries[slot]?.person ?? []),
      total: page.total,
    }
  }

  private compute(query: IndexQuery): SlotPage {
    const matches = this.filter(query)
    const { kind, reverse } = orderOf(query.order)
    const ordering = this.ordering(query.text && query.order === 'relevance' ? 'name' : kind)
    const segments = query.text ? this.textSegments(query, matches) : [segment(matches)]
    const slots =
      query.text && query.order !== 'relevance'
        ? takePage(
            [segment(union(segments, this.take(4)))],
            ordering,
            reverse,
            query.offset,
            query.count,
          )
        : takePage(segments, ordering, reverse, query.offset, query.count)
    return { slots, total: segments.reduce((sum, part) => sum + part.total, 0) }
  }

  /** How many of the query's matches have each value (paging ignored). */
  tally(query: IndexQuery): FacetTally {
    const now = Date.now()
    const fresh = (kept: { at: number }) =>
      kept.at >= this.talliesChangedAt || now - kept.at < TALLY_GRACE_MS
    const compute = () => {
      const matches = this.filter(query)
      const all = query.text ? union(this.textSegments(query, matches), this.take(4)) : matches
      return { tally: this.facets.tally(all), at: now }
    }
    return this.cached(this.tallies, query, compute, fresh).tally
  }

  /**
   * A search answered before, if nothing changed since. Connection-filtered ones are
   * the viewer's own and are not kept.
   */
  private cached<T>(
    answers: Map<string, T>,
    query: IndexQuery,
    compute: () => T,
    fresh: (kept: T) => boolean = () => true,
  ): T {
    if (query.only) return compute()
    const key = JSON.stringify(query)
    const hit = answers.get(key)
    if (hit && fresh(hit)) return hit
    const answer = compute()
    if (answers.size >= CACHED_ANSWERS) answers.clear()
    answers.set(key, answer)
    return answer
  }

  /** Everyone the filters (not the text) let through, in scratch set 0. */
  private filter(query: IndexQuery): Bitset {
    const matches = this.take(0).copyFrom(this.listed)
    if (query.only) {
      const only = this.take(1).copyFrom(EMPTY)
      for (const id of query.only) {
        const slot = this.slotOf.get(id)
        if (slot !== undefined) only.add(slot)
      }
      matches.and(only)
    }
    if (query.accountType !== null)
      matches.and(this.facets.slotsWith('accountType', query.accountType))
    if (query.year !== null) matches.and(this.facets.slotsWith('yearOfGraduation', query.year))
    for (const filter of query.tags) this.applyTags(matches, filter)
    for (const id of query.hidden) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined) matches.delete(slot)
    }
    return matches
  }

  private applyTags(matches: Bitset, filter: TagFilter): void {
    const tagged = this.take(1)
    if (filter.all) {
      tagged.copyFrom(this.listed)
      for (const tag of filter.tags) tagged.and(this.facets.slotsWith(filter.facet, tag))
    } else {
      tagged.copyFrom(EMPTY)
      for (const tag of filter.tags) tagged.or(this.facets.slotsWith(filter.facet, tag))
    }
    // "Not Hiking" keeps those who hid their interests: only shown tags are in the sets.
    if (filter.exclude) matches.andNot(tagged)
    else matches.and(tagged)
  }

  /**
   * Relevance tiers (decision 007): names with a word starting with the text, then
   * every word matched out of order, then with one typo, then two — each in name order.
   */
  private textSegments(query: IndexQuery, matches: Bitset): Segment[] {
    const text = normalise(query.text ?? '')
    const prefix = this.take(2).copyFrom(EMPTY)
    this.names.addPrefixMatches(text, prefix)
    prefix.and(matches)
    const segments = [segment(prefix)]
    const words = wordsOf(text).slice(0, TYPO_WORDS)
    const lastLength = words.at(-1)?.length ?? 0
    if (words.length === 1 && typosAllowed(lastLength) === 0) return segments
    const seen = this.take(3).copyFrom(prefix)
    let exact = segments[0]?.total ?? 0
    // One word: its exact tier is the prefix tier already.
    for (let typos = words.length === 1 ? 1 : 0; typos < TYPO_TIERS; typos++) {
      if (typos > 0 && exact >= TYPOS_BELOW) break
      const tier = this.take(5 + typos).copyFrom(matches)
      words.forEach((word, i) => {
        const within = this.take(4).copyFrom(EMPTY)
        const isLast = i === words.length - 1
        this.names.addWordMatches(word, isLast, Math.min(typos, typosAllowed(word.length)), within)
        tier.and(within)
      })
      tier.andNot(seen)
      seen.or(tier)
      const part = segment(tier)
      if (typos === 0) exact += part.total
      segments.push(part)
    }
    return segments
  }

  private ordering(kind: OrderKind): Ordering {
    let ordering = this.orderings.get(kind)
    if (!ordering) {
      ordering = new Ordering(kind, this.entries, this.listed)
      this.orderings.set(kind, ordering)
    }
    return ordering
  }

  /** Reusable sets sized to the slots: a search runs synchronously, so they never overlap. */
  private take(index: number): Bitset {
    const capacity = Math.max(this.listed.capacity, this.entries.length)
    let set = this.scratch[index]
    if (!set || set.capacity < capacity) {
      set = new Bitset(capacity)
      this.scratch[index] = set
    }
    return set
  }
}

const EMPTY = new Bitset(0)

/** Whether the name index and every ordering still hold for this person. */
function sameOrder(a: Entry, b: Entry): boolean {
  return (
    a.lastFirst === b.lastFirst &&
    a.firstLast === b.firstLast &&
    a.person.yearOfGraduation === b.person.yearOfGraduation &&
    a.person.createdAt === b.person.createdAt
  )
}

/** Whether the facet sets still hold for this person. */
function sameFacets(a: DirectoryPerson, b: DirectoryPerson): boolean {
  if (a.accountType !== b.accountType || a.yearOfGraduation !== b.yearOfGraduation) return false
  return CONTAINS_FACET_NAMES.every((facet) => {
    const x = a.tags[facet]
    const y = b.tags[facet]
    return x.length === y.length && x.every((tag, i) => tag === y[i])
  })
}

function segment(set: Bitset): Segment {
  return { set, total: set.count() }
}

function union(segments: readonly Segment[], into: Bitset): Bitset {
  into.copyFrom(EMPTY)
  for (const part of segments) into.or(part.set)
  return into
}
