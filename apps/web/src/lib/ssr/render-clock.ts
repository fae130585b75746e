/**
 * "Now" for what a page draws from the clock ("5 minutes ago", "due in 3 hours", today's
 * date). The server's render and the browser's hydration of it must draw the same text,
 * though the browser hydrates seconds later (decision 075): the server draws at the moment
 * its render started, the page carries that moment, and the browser draws at it until the
 * page has hydrated; then the real clock.
 */
let read: () => number = () => Date.now()
let hydratingAt: number | null = null

/** The server's render, per visitor (entry-server.tsx). */
export function setRenderClockSource(source: () => number): void {
  read = source
}

/** The browser, before it hydrates a server-rendered page: the moment the server drew it. */
export function drawAtServerTime(at: number): void {
  hydratingAt = at
}

/** The browser, once hydrated (the root layout's first effect): the real clock from now on. */
export function drawAtRealTime(): void {
  hydratingAt = null
}

export function renderNow(): number {
  return hydratingAt ?? read()
}

/**
 * Whether this render draws a server-rendered page's first screen: the server's render, or
 * the browser's until the page has hydrated. A long list draws its first items then, and the
 * rest in a deferred render (`useFirstScreenValue`, first-screen.ts), so the page's HTML and its hydration stay small.
 */
export function drawsFirstScreen(): boolean {
  return import.meta.env.SSR || hydratingAt !== null
}
