/**
 * "A new version is ready" (issue 34, decision 083): a deployment's service worker installs
 * beside the running one and waits; the student chooses when to reload into it, so nothing
 * half-typed is lost to an update they did not ask for.
 */
export interface AppUpdate {
  /** A new version is installed and waiting. */
  ready(): boolean
  /** Its service worker takes over, then the page reloads into it. */
  apply(): void
  subscribe(listener: () => void): () => void
}

export function createAppUpdate(): AppUpdate & { offer(apply: () => void): void } {
  let waiting: (() => void) | null = null
  const listeners = new Set<() => void>()
  return {
    ready: () => waiting !== null,
    apply: () => waiting?.(),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    offer(apply) {
      waiting = apply
      for (const listener of listeners) listener()
    },
  }
}

/** The app's one update state, which the service worker's registration fills. */
export const appUpdate = createAppUpdate()
