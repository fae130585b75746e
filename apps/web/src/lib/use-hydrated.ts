import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/**
 * False while React hydrates a page the server rendered (decision 075), true from then on
 * and in every page the browser renders itself: what must wait for the page's JavaScript
 * (a form's submit button) asks this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
