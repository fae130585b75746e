import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Arriving at /settings/notifications#notifications (from "Why did I get this?", or an old
 * /settings#notifications link redirected): once the section has
 * its content, scroll to it and put focus on its heading, once.
 */
export function useFocusOnHash(sectionId: string, ready: boolean): void {
  const { hash } = useLocation()
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current || hash !== `#${sectionId}`) return
    done.current = true
    const section = document.getElementById(sectionId)
    section?.scrollIntoView({ block: 'start' })
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }, [ready, hash, sectionId])
}
