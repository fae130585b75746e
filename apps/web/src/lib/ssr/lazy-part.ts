import { lazy, type ComponentType } from 'react'

export interface LazyPart<P> {
  /** Suspends until its code is here, the first time; at once after (even in a sync render). */
  Component: ComponentType<P>
  /** Fetches its code (prefetch on a student's intent; await before a flushSync render). */
  load: () => Promise<unknown>
  loaded: () => boolean
  /** Runs `then` at once when its code is here (still in a click's task), or once it is. */
  whenLoaded: (then: () => void) => void
}

/**
 * A component whose code is fetched on first use (issue 32), the way `React.lazy` does,
 * but that renders at once when its code is already here: React suspends on any pending
 * promise, even one about to settle, and a render that must be synchronous (flushSync
 * before moving focus) would draw the fallback instead.
 */
export function lazyPart<M, P extends object>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let module: M | undefined
  const load = async () => (module ??= await importer())
  const Component = lazy(() => {
    if (module) {
      const ready = { default: pick(module) }
      // A thenable that settles inside `then`: React.lazy reads it as resolved at once.
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as Promise<
        typeof ready
      >
    }
    return load().then((fetched) => ({ default: pick(fetched) }))
  })
  const whenLoaded = (then: () => void) => {
    if (module) then()
    else void load().then(then)
  }
  return { Component, load, loaded: () => module !== undefined, whenLoaded }
}
