import type { SearchAnswer, SearchHit, SearchKind } from '@quad/shared'
import { hitHref, searchPageHref } from '../hit-href.ts'

/** One choice of the box's list: a hit, a group's "See all", a recent search (or clearing them), or the page. */
export type SearchOption =
  | { id: string; type: 'hit'; hit: SearchHit; href: string }
  | { id: string; type: 'seeAll'; kind: SearchKind; href: string }
  | { id: string; type: 'recent'; q: string; href: string }
  | { id: string; type: 'page'; q: string; href: string }
  | { id: string; type: 'clear'; href: null }

/** The last choice: the search page for what was typed. */
export type PageOption = Extract<SearchOption, { type: 'page' }>

export interface OptionGroup {
  /** The kind, or null for recent searches. */
  kind: SearchKind | null
  options: SearchOption[]
}

/**
 * The list the box shows, in reading order: each kind's hits and its "See all" when more
 * follow, then "Search for …" (the search page); with no search yet, the recent ones.
 * Option ids are the DOM ids `aria-activedescendant` names (`prefix` keeps them unique).
 * A hit's id is its kind's and its own, not its place: when a newer answer replaces the
 * list while an option is active, the same hit stays active wherever it moved, and no other
 * hit takes its place unseen.
 */
export function optionGroups(
  prefix: string,
  q: string,
  answer: SearchAnswer | undefined,
  recent: readonly string[],
): { groups: OptionGroup[]; page: PageOption | null } {
  if (!answer) {
    const options = recent.map((text, i): SearchOption => ({
      id: `${prefix}-recent-${String(i)}`,
      type: 'recent',
      q: text,
      href: searchPageHref(text),
    }))
    if (options.length === 0) return { groups: [], page: null }
    options.push({ id: `${prefix}-recent-clear`, type: 'clear', href: null })
    return { groups: [{ kind: null, options }], page: null }
  }
  const groups = answer.groups.map((group): OptionGroup => {
    const options: SearchOption[] = group.items.map((hit) => ({
      id: `${prefix}-${group.kind}-${optionIdPart(hit.id)}`,
      type: 'hit',
      hit,
      href: hitHref(hit),
    }))
    if (group.nextCursor !== null) {
      options.push({
        id: `${prefix}-${group.kind}-all`,
        type: 'seeAll',
        kind: group.kind,
        href: searchPageHref(q, group.kind),
      })
    }
    return { kind: group.kind, options }
  })
  return {
    groups,
    page: { id: `${prefix}-page`, type: 'page', q, href: searchPageHref(q) },
  }
}

/** Every option in order, for the arrow keys. */
export function flatOptions(
  groups: readonly OptionGroup[],
  page: SearchOption | null,
): SearchOption[] {
  return [...groups.flatMap((group) => group.options), ...(page ? [page] : [])]
}

/** A hit's id as part of a DOM id (an IDREF holds no spaces). */
function optionIdPart(hitId: string): string {
  return hitId.replace(/[^\w-]/g, '_')
}
