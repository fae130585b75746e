import { useLayoutEffect, useRef, type RefObject } from 'react'

/** Within this many pixels of the bottom, new messages keep the view at the bottom. */
const STICK_PX = 120

/**
 * Scroll for a chat history: starts at the bottom, follows new messages while the reader
 * is at the bottom, and keeps the visible messages in place when older ones are added above.
 * `firstKey`/`lastKey` identify the first and last rows; `extra` is anything else below.
 */
export function useScrollAnchor(
  ref: RefObject<HTMLElement | null>,
  firstKey: string | number | undefined,
  lastKey: string | number | undefined,
  extra: unknown,
) {
  const atBottom = useRef(true)
  const fromBottom = useRef<number | null>(null)
  const first = useRef(firstKey)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    if (first.current !== firstKey && fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
    first.current = firstKey
    fromBottom.current = null
  }, [ref, firstKey, lastKey, extra])

  return {
    /** Call from onScroll. */
    track: () => {
      const element = ref.current
      if (!element) return
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX
    },
    /** Call just before older messages are fetched. */
    rememberPosition: () => {
      const element = ref.current
      if (element) fromBottom.current = element.scrollHeight - element.scrollTop
    },
  }
}
