import type { Facets, PersonSummary } from '@quad/shared'
import type { DbOrTx } from '../../platform/db/database.ts'
import { schools } from '../../platform/db/schema.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'
import type { DirectorySearch } from './directory-query.ts'
import type { LiveDirectory } from './index/live-directory.ts'
import type { FacetTally } from './index/facet-sets.ts'
import type { IndexQuery } from './index/school-index.ts'
import type { Relations } from './index/viewer-relations.ts'

export interface DirectoryPage {
  people: PersonSummary[]
  total: number
  facets?: Facets
}

/** Every school's id: the indexes warmed when the server starts listening (decision 063). */
export async function schoolIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: schools.id }).from(schools)
  return rows.map((row) => row.id)
}

/** Facet values listed per contains facet (the most common first). */
const FACET_VALUES = 30

/**
 * A directory search (`alsoHidden`: more students to leave out), answered from the school's in-memory index (decision 012), or from
 * the database while that loads (decision 069), with
 * the viewer's own connections and blocks applied: who blocked the viewer is absent,
 * each card carries the viewer's connection status (spec 4).
 */
export async function searchDirectory(
  directory: LiveDirectory,
  school: School,
  viewerId: number,
  search: DirectorySearch,
  alsoHidden: readonly number[] = [],
): Promise<DirectoryPage> {
  // The source first: a loaded index refreshes the viewer's own relations after their writes.
  const source = await directory.source(school.id, viewerId)
  const relations = await directory.viewer(school.id, viewerId)
  const query: IndexQuery = {
    text: search.text,
    accountType: search.accountType,
    year: search.year,
    tags: search.tags,
    order: search.order,
    offset: search.offset,
    count: search.count,
    only: onlyThose(search, relations),
    hidden: alsoHidden.length ? [...relations.blockers, ...alsoHidden] : relations.blockers,
  }
  const page = await source.search(query)
  const people = page.people.map(({ id, card }): PersonSummary => ({
    uid: card.uid,
    firstName: card.firstName,
    lastName: card.lastName,
    photoUrl: card.photoUrl,
    genderPronoun: card.genderPronoun,
    accountType: card.accountType,
    yearOfGraduation: card.yearOfGraduation,
    visitableProfile: card.visitableProfile,
    connectionStatus: id === viewerId ? -1 : (relations.status.get(id) ?? 0),
  }))
  return {
    people,
    total: page.total,
    ...(search.withFacets && { facets: presentFacets(await source.tally(query)) }),
  }
}

function onlyThose(search: DirectorySearch, relations: Relations): readonly number[] | null {
  switch (search.connection) {
    case 'connected':
      return relations.connected
    case 'incoming':
      return relations.incoming
    case 'pending':
      return relations.pending
    default:
      return null
  }
}

/** Years in order; other facets the most common first, at most FACET_VALUES of each. */
function presentFacets(tally: FacetTally): Facets {
  const facets: Facets = {}
  for (const [name, counts] of Object.entries(tally)) {
    if (counts.size === 0) continue
    const values = [...counts].map(([value, count]) => ({ value, count }))
    if (name === 'yearOfGraduation') values.sort((a, b) => a.value.localeCompare(b.value))
    else values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    facets[name] =
      name === 'accountType' || name === 'yearOfGraduation' ? values : values.slice(0, FACET_VALUES)
  }
  return facets
}
