import { useRef, type PointerEvent } from 'react'

/** How long a finger rests on a message before its actions open (as Android's long press). */
export const LONG_PRESS_MS = 500
/** A finger that moves further than this is scrolling, not pressing. */
const MOVE_SLOP_PX = 10

/**
 * A long press by touch (issue 35 item 10: "message actions by long-press on phones"):
 * pointer handlers for the element pressed, calling `onLongPress` once a finger has rested
 * LONG_PRESS_MS without moving. A mouse or pen does nothing here (they have the menu
 * button and the keyboard); the browser's own callout is kept off while pressing.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const start = useRef<{ x: number; y: number } | null>(null)
  const cancel = () => {
    clearTimeout(timer.current)
    start.current = null
  }
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch') return
      cancel()
      start.current = { x: event.clientX, y: event.clientY }
      timer.current = setTimeout(() => {
        start.current = null
        onLongPress()
      }, LONG_PRESS_MS)
    },
    onPointerMove(event: PointerEvent) {
      const from = start.current
      if (!from) return
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > MOVE_SLOP_PX) cancel()
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
  }
}
