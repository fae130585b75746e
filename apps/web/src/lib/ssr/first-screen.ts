import { useDeferredValue, useState } from 'react'
import { drawsFirstScreen } from './render-clock.ts'

/**
 * The reads a page's first screen draws, started by its loader (decision 075). The server's
 * render waits for them, so its HTML holds the page's content, not its skeletons; one that
 * fails fails the render, and the browser draws the page as before. The browser does not
 * wait: the page shows at once with its skeletons, as the reads arrive (a read that fails
 * shows its own error there).
 */
export async function readFirstScreen(reads: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  const started = reads.map((read) => read())
  if (import.meta.env.SSR) {
    await Promise.all(started)
    return
  }
  for (const read of started) read.catch(() => undefined)
}

/**
 * `value`, except in a server-rendered page's first screen: there `onFirstScreen` while the
 * page is drawn and hydrated, then `value` in a deferred render, which React splits into
 * short tasks (decision 075). A component the app draws later has `value` at once.
 */
export function useFirstScreenValue<T>(value: T, onFirstScreen: T): T {
  const [isFirstScreen] = useState(drawsFirstScreen)
  const deferred = useDeferredValue(value, isFirstScreen ? onFirstScreen : value)
  return isFirstScreen ? deferred : value
}

/**
 * A long list's items as a server-rendered page's first screen draws them: its first
 * `firstScreen` while the page is drawn and hydrated, every one in the deferred render
 * after (`useFirstScreenValue`). `isDrawing` until then: what follows the list (Load more,
 * "all shown") waits for its items.
 */
export function useFirstScreenItems<T>(
  items: readonly T[],
  firstScreen: number,
): { drawn: readonly T[]; isDrawing: boolean } {
  const count = useFirstScreenValue(items.length, Math.min(items.length, firstScreen))
  return { drawn: items.slice(0, count), isDrawing: count < items.length }
}
