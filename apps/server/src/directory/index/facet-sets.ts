import { CONTAINS_FACET_NAMES, type ContainsFacet } from '../listing-definitions.ts'
import { Bitset } from './bitset.ts'
import type { DirectoryPerson } from './people.ts'

/** For each filterable value (account type, year, each shown tag), the slots that have it. */
export class FacetSets {
  readonly accountType = new Map<string, Bitset>()
  readonly year = new Map<number, Bitset>()
  readonly tags: Record<ContainsFacet, Map<string, Bitset>> = {
    languages: new Map(),
    interests: new Map(),
    industries: new Map(),
    sports: new Map(),
    lookingFor: new Map(),
  }
  private readonly size: () => number

  constructor(size: () => number) {
    this.size = size
  }

  remove(slot: number, person: DirectoryPerson): void {
    this.accountType.get(person.accountType)?.delete(slot)
    if (person.yearOfGraduation !== null) this.year.get(person.yearOfGraduation)?.delete(slot)
    for (const facet of CONTAINS_FACET_NAMES)
      for (const tag of person.tags[facet]) this.tags[facet].get(tag)?.delete(slot)
  }

  add(slot: number, person: DirectoryPerson): void {
    this.setOf(this.accountType, person.accountType).add(slot)
    if (person.yearOfGraduation !== null) this.setOf(this.year, person.yearOfGraduation).add(slot)
    for (const facet of CONTAINS_FACET_NAMES)
      for (const tag of person.tags[facet]) this.setOf(this.tags[facet], tag).add(slot)
  }

  private setOf<K>(sets: Map<K, Bitset>, key: K): Bitset {
    let set = sets.get(key)
    if (!set) {
      set = new Bitset(this.size())
      sets.set(key, set)
    }
    return set
  }
}
