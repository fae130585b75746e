import type { Bitset } from './bitset.ts'
import type { Ordering } from './orderings.ts'

/** Matches that rank together, and how many there are. */
export interface Segment {
  set: Bitset
  total: number
}

let ranks = new Int32Array(1024)

/**
 * The slots at [offset, offset + count) of the segments, one after the other, each in
 * the ordering (reversed if asked). Dense matches walk the ordering and stop at the
 * page; sparse ones sort their ranks (a typed-array sort of a few hundred numbers).
 */
export function takePage(
  segments: readonly Segment[],
  ordering: Ordering,
  reverse: boolean,
  offset: number,
  count: number,
): number[] {
  const page: number[] = []
  let skip = offset
  for (const part of segments) {
    if (page.length >= count) break
    if (skip >= part.total) {
      skip -= part.total
      continue
    }
    page.push(...pageOf(part, ordering, reverse, skip, count - page.length))
    skip = 0
  }
  return page
}

function pageOf(part: Segment, ordering: Ordering, reverse: boolean, skip: number, count: number) {
  const need = Math.min(skip + count, part.total)
  const listed = ordering.slots.length
  // Expected steps of a walk: the page's depth over the share of slots that match.
  const walkSteps = (need * listed) / Math.max(1, part.total)
  return walkSteps <= part.total * 4 + 256
    ? walk(part.set, ordering.slots, reverse, skip, need)
    : byRank(part, ordering, reverse, skip, need)
}

function walk(set: Bitset, slots: Int32Array, reverse: boolean, skip: number, need: number) {
  const page: number[] = []
  let seen = 0
  for (let i = 0; i < slots.length && seen < need; i++) {
    const slot = slots[reverse ? slots.length - 1 - i : i] ?? 0
    if (!set.has(slot)) continue
    if (seen >= skip) page.push(slot)
    seen++
  }
  return page
}

function byRank(part: Segment, ordering: Ordering, reverse: boolean, skip: number, need: number) {
  if (ranks.length < part.total) ranks = new Int32Array(part.total * 2)
  let n = 0
  part.set.forEach((slot) => {
    const rank = ordering.rank[slot] ?? -1
    if (rank >= 0) ranks[n++] = reverse ? -rank : rank
  })
  const sorted = ranks.subarray(0, n).sort()
  const page: number[] = []
  for (let i = skip; i < need && i < n; i++) {
    const rank = sorted[i] ?? 0
    page.push(ordering.slots[reverse ? -rank : rank] ?? 0)
  }
  return page
}
