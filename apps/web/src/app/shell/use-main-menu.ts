import { useCallback, useRef, useState } from 'react'
import { useBreakpointReset } from './use-breakpoint-reset.ts'

type Trigger = 'toggle' | 'more'

/**
 * Open state of the main menu and where focus returns when it closes: the button that
 * opened it, or the top bar toggle when that button has gone (More hides from md up).
 */
export function useMainMenu() {
  const [openedBy, setOpenedBy] = useState<Trigger | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  const lastTrigger = useRef<Trigger>('toggle')

  const open = useCallback((trigger: Trigger) => {
    lastTrigger.current = trigger
    setOpenedBy(trigger)
  }, [])
  const close = useCallback(() => {
    setOpenedBy(null)
  }, [])
  const restoreFocus = useCallback(() => {
    const more = moreRef.current
    const target =
      lastTrigger.current === 'more' && more?.checkVisibility() ? more : toggleRef.current
    target?.focus()
  }, [])

  // Spec 4 "Menus": every menu resets 351 ms after a breakpoint change.
  useBreakpointReset(close)

  return { isOpen: openedBy !== null, open, close, restoreFocus, toggleRef, moreRef }
}
