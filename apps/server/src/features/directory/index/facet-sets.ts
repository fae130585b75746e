import { CONTAINS_FACET_NAMES, type ContainsFacet } from '../listing-definitions.ts'
import { Bitset } from './bitset.ts'
import type { DirectoryPerson } from './people.ts'

export type FacetName = 'accountType' | 'yearOfGraduation' | ContainsFacet

/** Raw facet counts: value → how many matches have it, per facet. */
export type FacetTally = Record<FacetName, Map<string, number>>

/** Below this many matches, facets are counted person by person; above, set by set. */
const COUNT_BY_PERSON = 30_000

/**
 * For each filterable value (account type, year, each shown tag) a number, and the
 * slots that have it; for each slot, its values' numbers, so a tally is one pass of
 * integer increments over the matches.
 */
export class FacetSets {
  private readonly ids = new Map<string, number>()
  private readonly names: Array<{ facet: FacetName; value: string }> = []
  private readonly sets: Bitset[] = []
  private readonly valuesOf: Array<number[] | undefined> = []
  private readonly size: () => number

  constructor(size: () => number) {
    this.size = size
  }

  /** The slots with this value (an empty set for a value nobody has). */
  slotsWith(facet: FacetName, value: string | number): Bitset {
    const id = this.ids.get(key(facet, String(value)))
    return (id === undefined ? undefined : this.sets[id]) ?? EMPTY
  }

  remove(slot: number): void {
    for (const id of this.valuesOf[slot] ?? []) this.sets[id]?.delete(slot)
    this.valuesOf[slot] = undefined
  }

  add(slot: number, person: DirectoryPerson): void {
    const ids = [this.idOf('accountType', person.accountType)]
    if (person.yearOfGraduation !== null)
      ids.push(this.idOf('yearOfGraduation', String(person.yearOfGraduation)))
    for (const facet of CONTAINS_FACET_NAMES)
      for (const tag of person.tags[facet]) ids.push(this.idOf(facet, tag))
    for (const id of ids) this.sets[id]?.add(slot)
    this.valuesOf[slot] = ids
  }

  tally(matches: Bitset): FacetTally {
    const counts = new Int32Array(this.names.length)
    if (matches.count() <= COUNT_BY_PERSON) {
      const valuesOf = this.valuesOf
      matches.forEach((slot) => {
        const values = valuesOf[slot]
        if (!values) return
        for (let k = 0; k < values.length; k++) {
          const id = values[k] ?? 0
          counts[id] = (counts[id] ?? 0) + 1
        }
      })
    } else {
      this.sets.forEach((set, id) => {
        counts[id] = matches.countAnd(set)
      })
    }
    const tally = emptyTally()
    counts.forEach((count, id) => {
      const name = this.names[id]
      if (name && count > 0) tally[name.facet].set(name.value, count)
    })
    return tally
  }

  private idOf(facet: FacetName, value: string): number {
    const k = key(facet, value)
    let id = this.ids.get(k)
    if (id === undefined) {
      id = this.names.length
      this.ids.set(k, id)
      this.names.push({ facet, value })
      this.sets.push(new Bitset(this.size()))
    }
    return id
  }
}

/** A tally with no counts yet, one map per facet. */
export function emptyTally(): FacetTally {
  return {
    accountType: new Map(),
    yearOfGraduation: new Map(),
    languages: new Map(),
    interests: new Map(),
    industries: new Map(),
    sports: new Map(),
    lookingFor: new Map(),
  }
}

const EMPTY = new Bitset(0)
const key = (facet: FacetName, value: string) => `${facet}\u0000${value}`
