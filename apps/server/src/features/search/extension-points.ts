import type { SearchHit, SearchKind, SectionKey } from '@quad/shared'
import type { Database } from '../../platform/db/database.ts'
import { extensionPoint } from '../../platform/extension-points.ts'
import { CANDIDATES } from './two-steps.ts'
import type { Actor } from '../../platform/policies/policies.ts'
import type { School } from '../../platform/tenancy/schools.service.ts'

// The search feature's point, in a file of its own: a contributor's module.ts imports it
// through index.ts, and nothing here loads the search routes.

/** One search as a source answers it: the viewer, the text, and the window of hits wanted. */
export interface SearchCall {
  database: Database
  school: School
  actor: Actor
  /** Trimmed, 2–100 characters (`SearchText`). */
  q: string
  offset: number
  /** Hits wanted; a source returns at most this many, and says whether more follow. */
  limit: number
  /**
   * Work the sources of one search share, done once: the first call with a key computes,
   * every later call with that key gets the same promise (the posts' and comments' shared
   * spelling lookup, feed-search.ts).
   */
  once<T>(key: string, compute: () => Promise<T>): Promise<T>
}

export interface SearchFound {
  items: SearchHit[]
  more: boolean
}

/**
 * A kind of thing the top bar's search finds (issue 36 item 1), answered by the feature
 * that owns it with the visibility rules it applies everywhere else. A source of a section
 * the school switched off is not asked.
 */
export interface SearchSource {
  kind: SearchKind
  section?: SectionKey
  search(call: SearchCall): Promise<SearchFound>
}

export const searchSourcePoint = extensionPoint<SearchSource>('search.sources')

/** Rows read one more than wanted: the window's hits, and whether any follow. */
export function foundIn<Row>(
  rows: readonly Row[],
  limit: number,
  present: (row: Row) => SearchHit,
): SearchFound {
  return { items: rows.slice(0, limit).map(present), more: rows.length > limit }
}

/**
 * The values every source's prepared statements take, by the names they give their
 * parameters (`param`): the school, the viewer, the window (one row more than wanted:
 * `foundIn`) and the first step's candidates (`firstPageInTwoSteps`).
 */
export function sourceValues({ school, actor, offset, limit }: SearchCall) {
  return {
    school: school.id,
    viewer: actor.userId,
    offset,
    limit: limit + 1,
    candidates: CANDIDATES,
  }
}
