import { describe, expect, it } from 'vitest'
import type { DirectoryOrder } from '@quad/shared'
import { seededRandom } from '../../../test/seeded-random.ts'
import { CONTAINS_FACET_NAMES } from '../listing-definitions.ts'
import { normalise, wordStarts, wordsOf } from './name-match.ts'
import { orderOf, toEntry } from './orderings.ts'
import type { DirectoryPerson } from './people.ts'
import { typosAllowed, wordsWithin } from '../../../platform/text/typo-search.ts'
import { SchoolIndex, type IndexQuery } from './school-index.ts'

/**
 * The index against a brute-force reference that reads every person for every query:
 * same matches, same tiers, same order, same totals, across random schools, random
 * changes and random queries.
 */

const FIRST = ['Maya', 'Mayra', 'Jonah', 'José', 'Ana', 'Anna', 'Mia', 'Omar', 'Zoë', 'Li']
const LAST = ['Patel', 'Okafor', 'García', 'Garcia', 'de la Cruz', 'Chen', 'Quinn', 'Ng']
const TAGS = ['Chess', 'Hiking', 'Jazz', 'Robotics']
const TYPES = ['student', 'alumni', 'faculty'] as const
const ORDERS: DirectoryOrder[] = [
  'relevance',
  'lastName',
  '-lastName',
  'firstName',
  '-firstName',
  'yearOfGraduation',
  '-yearOfGraduation',
  'recent',
  '-recent',
]

function person(id: number, next: () => number): DirectoryPerson {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T
  const year = next() < 0.2 ? null : 2025 + Math.floor(next() * 4)
  const accountType = pick(TYPES)
  const tags = Object.fromEntries(
    CONTAINS_FACET_NAMES.map((facet) => [facet, TAGS.filter(() => next() < 0.3)]),
  ) as unknown as DirectoryPerson['tags']
  const card = {
    uid: `u${id}`,
    firstName: pick(FIRST),
    lastName: pick(LAST),
    photoUrl: null,
    genderPronoun: null,
    accountType,
    yearOfGraduation: year,
    visitableProfile: true,
  }
  return { id, createdAt: Math.floor(next() * 50), accountType, yearOfGraduation: year, tags, card }
}

/** What the index must answer, computed the slow, obvious way. */
function reference(people: DirectoryPerson[], query: IndexQuery) {
  const passes = people.filter((p) => {
    if (query.only && !query.only.includes(p.id)) return false
    if (query.hidden.includes(p.id)) return false
    if (query.accountType !== null && p.accountType !== query.accountType) return false
    if (query.year !== null && p.yearOfGraduation !== query.year) return false
    return query.tags.every((f) => {
      const has = f.all
        ? f.tags.every((t) => p.tags[f.facet].includes(t))
        : f.tags.some((t) => p.tags[f.facet].includes(t))
      return f.exclude ? !has : has
    })
  })
  const { kind, reverse } = orderOf(query.order)
  const entry = (p: DirectoryPerson) => toEntry(p)
  const compareBy = (k: typeof kind) => (a: DirectoryPerson, b: DirectoryPerson) => {
    const x = entry(a)
    const y = entry(b)
    const text = (s: string, t: string) => (s < t ? -1 : s > t ? 1 : 0)
    const name = text(x.lastFirst, y.lastFirst) || a.id - b.id
    if (k === 'name') return name
    if (k === 'first') return text(x.firstLast, y.firstLast) || a.id - b.id
    if (k === 'recent') return a.createdAt - b.createdAt || a.id - b.id
    const dir = k === 'year' ? 1 : -1
    if (a.yearOfGraduation === b.yearOfGraduation) return name
    if (a.yearOfGraduation === null) return 1
    if (b.yearOfGraduation === null) return -1
    return (a.yearOfGraduation - b.yearOfGraduation) * dir
  }
  let tiers: DirectoryPerson[][]
  if (!query.text) tiers = [passes]
  else {
    const text = normalise(query.text)
    const words = wordsOf(text).slice(0, 4)
    const tierOf = (p: DirectoryPerson): number => {
      const name = normalise(`${p.card.firstName} ${p.card.lastName}`)
      if (wordStarts(name).some((s) => s.startsWith(text))) return 0
      if (words.length === 1 && typosAllowed(words[0]?.length ?? 0) === 0) return -1
      const own = wordsOf(name)
      let worst = 0
      for (const [i, w] of words.entries()) {
        const limit = typosAllowed(w.length)
        const best = Math.min(...own.map((o) => editDistance(w, o, limit, i === words.length - 1)))
        if (best > limit) return -1
        worst = Math.max(worst, best)
      }
      return 1 + worst
    }
    tiers = [0, 1, 2, 3].map((t) => passes.filter((p) => tierOf(p) === t))
    // Typo tiers only when the exact ones hold fewer than a page.
    if ((tiers[0]?.length ?? 0) + (tiers[1]?.length ?? 0) >= 20) tiers = tiers.slice(0, 2)
    if (query.order !== 'relevance') tiers = [tiers.flat()]
  }
  const kindUsed = query.text && query.order === 'relevance' ? 'name' : kind
  const ordered = tiers.flatMap((tier) => {
    const sorted = tier.toSorted(compareBy(kindUsed))
    return reverse && !(query.text && query.order === 'relevance') ? sorted.reverse() : sorted
  })
  return {
    ids: ordered.slice(query.offset, query.offset + query.count).map((p) => p.id),
    total: ordered.length,
  }
}

const TYPO_MAX_LENGTH = 40
const row = () => new Int32Array(TYPO_MAX_LENGTH + 3)
const rows: [Int32Array, Int32Array, Int32Array] = [row(), row(), row()]

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `typed`
 * into `word` — or into a prefix of `word` when `asPrefix` — or `limit + 1` when it
 * takes more than `limit`. Optimal string alignment distance, cut off as soon as a
 * whole row exceeds the limit. The plain dynamic programme: the reference the index's
 * trie walk (platform/text/typo-search.ts) must agree with.
 */
function editDistance(typed: string, word: string, limit: number, asPrefix: boolean): number {
  const n = typed.length
  if (n > TYPO_MAX_LENGTH) return limit + 1
  if (!asPrefix && Math.abs(word.length - n) > limit) return limit + 1
  const m = Math.min(word.length, n + limit, TYPO_MAX_LENGTH)
  let [before, previous, current] = rows
  for (let j = 0; j <= m; j++) previous[j] = j
  for (let i = 1; i <= n; i++) {
    current[0] = i
    let rowBest = i
    const t = typed.charCodeAt(i - 1)
    for (let j = 1; j <= m; j++) {
      const w = word.charCodeAt(j - 1)
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (t === w ? 0 : 1),
      )
      if (i > 1 && j > 1 && t === word.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === w)
        best = Math.min(best, (before[j - 2] ?? 0) + 1)
      current[j] = best
      if (best < rowBest) rowBest = best
    }
    if (rowBest > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  if (!asPrefix) return Math.min(previous[m] ?? 0, limit + 1)
  // As a prefix, the match may end anywhere in the word.
  let best = limit + 1
  for (let j = Math.max(0, n - limit); j <= m; j++) best = Math.min(best, previous[j] ?? 0)
  return best
}

describe('the in-memory directory index', () => {
  it('answers exactly what a full scan answers, through changes', () => {
    const next = seededRandom(7)
    let people = Array.from({ length: 400 }, (_, i) => person(i + 1, next))
    const index = new SchoolIndex()
    index.apply(people, [])
    const texts = [
      'ma',
      'may',
      'mya',
      'maya p',
      'garc',
      'garcia',
      'de la',
      'cruz',
      'okafr',
      'jnah',
      'zoe',
      'a',
      'patel maya',
      'xq',
      'ana chen',
    ]
    for (let round = 0; round < 6; round++) {
      for (let q = 0; q < 120; q++) {
        const query: IndexQuery = {
          text: next() < 0.6 ? (texts[Math.floor(next() * texts.length)] ?? null) : null,
          accountType: next() < 0.2 ? 'student' : null,
          year: next() < 0.2 ? 2026 : null,
          tags:
            next() < 0.3
              ? [
                  {
                    facet: 'interests',
                    tags: ['Chess', 'Jazz'],
                    all: next() < 0.5,
                    exclude: next() < 0.3,
                  },
                ]
              : [],
          order: ORDERS[Math.floor(next() * ORDERS.length)] ?? 'relevance',
          offset: Math.floor(next() * 3) * 20,
          count: 20,
          only: next() < 0.1 ? people.slice(0, 30).map((p) => p.id) : null,
          hidden: next() < 0.2 ? [people[0]?.id ?? 0, 9999] : [],
        }
        const got = index.search(query)
        const want = reference(people, query)
        for (const shown of got.people)
          expect(shown, 'the card as it is now').toBe(people.find((p) => p.id === shown.id))
        expect(
          { ids: got.people.map((p) => p.id), total: got.total },
          JSON.stringify(query),
        ).toEqual(want)
      }
      // Change a quarter: some renamed or re-tagged, some gone, some new.
      const gone = people.filter(() => next() < 0.08).map((p) => p.id)
      const changed = people
        .filter((p) => !gone.includes(p.id) && next() < 0.25)
        .map((p) => {
          // Everything new, or only the tags and account type, or only the card.
          const fresh = person(p.id, next)
          const roll = next()
          if (roll < 0.4) return fresh
          if (roll < 0.7) return { ...p, accountType: fresh.accountType, tags: fresh.tags }
          return { ...p, card: { ...p.card, photoUrl: `/p/${round}.svg` } }
        })
      const added = Array.from({ length: 40 }, (_, i) => person(1000 * (round + 1) + i, next))
      people = [
        ...people.filter((p) => !gone.includes(p.id) && !changed.some((c) => c.id === p.id)),
        ...changed,
        ...added,
      ]
      index.apply([...changed, ...added], gone)
      expect(index.size).toBe(people.length)
    }
  })

  it('tallies facets over all matches', () => {
    const next = seededRandom(11)
    const people = Array.from({ length: 300 }, (_, i) => person(i + 1, next))
    const index = new SchoolIndex()
    index.apply(people, [])
    const query: IndexQuery = {
      text: 'ma',
      accountType: null,
      year: null,
      tags: [],
      order: 'relevance',
      offset: 0,
      count: 20,
      only: null,
      hidden: [],
    }
    const tally = index.tally(query)
    const matching = people.filter(
      (p) =>
        wordStarts(normalise(`${p.card.firstName} ${p.card.lastName}`)).some((s) =>
          s.startsWith('ma'),
        ) || (() => false)(),
    )
    const chess = matching.filter((p) => p.tags.interests.includes('Chess')).length
    expect(tally.interests.get('Chess') ?? 0).toBeGreaterThanOrEqual(chess)
    expect(tally.accountType.get('student') ?? 0).toBe(
      index.search({ ...query, accountType: 'student' }).total,
    )
  })

  it('walks the words as a trie and finds what the plain distance finds', () => {
    const next = seededRandom(3)
    const letters = 'abcdemnory'
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('')
    const words = [
      ...new Set(Array.from({ length: 3000 }, () => word(1 + Math.floor(next() * 8)))),
    ].sort()
    for (let q = 0; q < 300; q++) {
      const typed = word(1 + Math.floor(next() * 7))
      const limit = Math.floor(next() * 3)
      const asPrefix = next() < 0.5
      const got = wordsWithin(words, typed, limit, asPrefix).map(({ index, typos }) => [
        words[index],
        typos,
      ])
      const want = words.flatMap((w) => {
        const typos = editDistance(typed, w, limit, asPrefix)
        return typos <= limit ? [[w, typos]] : []
      })
      expect(got, `${typed} ${limit} ${asPrefix}`).toEqual(want)
    }
  })

  it('measures a typo with the fewest edits, as a prefix or whole', () => {
    expect(editDistance('mya', 'maya', 1, true)).toBe(1)
    expect(editDistance('okafr', 'okafor', 1, true)).toBe(1)
    expect(editDistance('jnah', 'jonah', 1, false)).toBe(1)
    expect(editDistance('maya', 'maya', 1, false)).toBe(0)
    expect(editDistance('abcd', 'wxyz', 1, true)).toBe(2)
    expect(editDistance('teh', 'the', 1, false)).toBe(1)
  })
})
