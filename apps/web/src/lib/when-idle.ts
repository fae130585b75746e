/**
 * Runs `work` in a task of its own once the browser is idle (at most `timeoutMs` later):
 * start-up work the first screen does not need — the realtime socket, analytics, the zone
 * cookie for the next page — stays out of the tasks that paint and hydrate it (issue 32).
 * Safari has no requestIdleCallback: a timer stands in.
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
