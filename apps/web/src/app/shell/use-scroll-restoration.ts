import { useLayoutEffect, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { createScrollStore, scrollTargetFor } from './scroll-store.ts'

// One store for the tab's life: history entries outlive any one render of the shell.
const store = createScrollStore()
// The tab's first page is where the browser put it: at the top, or where the student
// scrolled a server-rendered page before it hydrated (decision 075). Setting it would move
// them, and force a layout in the middle of hydration.
let isFirstPage = true

/**
 * Spec 4 "Scroll": the main area is the scroll container (not the window), so React
 * Router's <ScrollRestoration> does not apply. Positions are recorded as the user scrolls,
 * under the entry being shown, and applied in a layout effect before the new page paints.
 */
export function useScrollRestoration(ref: RefObject<HTMLElement | null>): void {
  const { key } = useLocation()
  const navigationType = useNavigationType()

  useLayoutEffect(() => {
    const main = ref.current
    if (!main) return
    if (isFirstPage) {
      isFirstPage = false
      store.save(key, 0)
    } else {
      main.scrollTop = scrollTargetFor(store, key, navigationType)
    }
    const record = () => {
      store.save(key, main.scrollTop)
    }
    main.addEventListener('scroll', record, { passive: true })
    return () => {
      main.removeEventListener('scroll', record)
    }
  }, [key, navigationType, ref])
}
