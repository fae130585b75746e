/** Spec 4 / spec 9: menus reset 351 ms after a breakpoint change ("Resize reset 351 ms"). */
export const MENU_RESET_DELAY_MS = 351

export interface DelayedReset {
  /** A breakpoint changed: reset once the delay has passed without another change. */
  trigger: () => void
  cancel: () => void
}

/**
 * Dragging a window across several breakpoints fires several changes; the timer restarts on
 * each so the menus reset once, 351 ms after the last, when the layout has settled.
 */
export function createDelayedReset(reset: () => void, delayMs = MENU_RESET_DELAY_MS): DelayedReset {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    trigger: () => {
      cancel()
      timer = setTimeout(() => {
        timer = undefined
        reset()
      }, delayMs)
    },
    cancel,
  }
}
