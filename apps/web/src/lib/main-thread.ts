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

/**
 * Loads a module once the browser is idle and starts it (the realtime socket, the offline
 * queue): start-up work of its own chunk. Returns what cancels the load or stops it.
 */
export function startWhenIdle<M>(load: () => Promise<M>, start: (module: M) => () => void) {
  let stop: (() => void) | undefined
  let cancelled = false
  const cancel = whenIdle(() => {
    void load().then((module) => {
      if (!cancelled) stop = start(module)
    })
  })
  return () => {
    cancelled = true
    cancel()
    stop?.()
  }
}

/** Resolves in a new task: what follows runs after the browser has had its turn. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0)
  })
}

/** How long after the load event `afterLoad` waits: the page's late requests come first. */
const SETTLE_MS = 5000

/**
 * Runs `work` when the browser is idle, a few seconds after the page's load event: work
 * that downloads much (the service worker's precache, issue 34) and must not slow the
 * page's own first downloads, nor the first moments a student uses it.
 */
export function afterLoad(work: () => void): () => void {
  let cancel = () => {}
  const start = () => {
    const timer = window.setTimeout(() => {
      cancel = whenIdle(work)
    }, SETTLE_MS)
    cancel = () => {
      window.clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    cancel()
  }
}
