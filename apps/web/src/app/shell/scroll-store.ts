/**
 * Scroll positions of the main area by history entry (location.key), for spec 4 "Scroll":
 * back restores the position. Bounded, oldest first out, so a long session cannot grow it
 * without limit; an entry that far back is rarely revisited.
 */
export interface ScrollStore {
  save: (key: string, top: number) => void
  get: (key: string) => number | undefined
}

export function createScrollStore(limit = 100): ScrollStore {
  const positions = new Map<string, number>()
  return {
    save: (key, top) => {
      // Delete first so a re-saved key moves to the newest end of the Map's order.
      positions.delete(key)
      positions.set(key, top)
      if (positions.size <= limit) return
      const oldest = positions.keys().next()
      if (!oldest.done) positions.delete(oldest.value)
    },
    get: (key) => positions.get(key),
  }
}

/** What the main area's scrollTop becomes after a navigation. */
export function scrollTargetFor(store: ScrollStore, key: string, navigationType: string): number {
  return navigationType === 'POP' ? (store.get(key) ?? 0) : 0
}
