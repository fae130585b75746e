/*
 * Start-up work in tasks of its own (issue 32). Lighthouse's Total Blocking Time counts
 * what each task runs past 50 ms (at 4x CPU on its phone), so two pieces of work in one
 * task block longer than the same two apart.
 */

/**
 * Runs `work` once the browser is idle (at most `timeoutMs` later): start-up work the first
 * screen does not need — the realtime socket, analytics, the zone cookie for the next page —
 * stays out of the tasks that paint and hydrate it. Safari has no requestIdleCallback: a
 * timer stands in.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => {
      window.cancelIdleCallback(handle)
    }
  }
  const timer = window.setTimeout(work, 1)
  return () => {
    window.clearTimeout(timer)
  }
}

/** Resolves in a new task: what follows runs after the browser has had its turn. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
}
