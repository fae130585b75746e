import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { t } from '../lib/i18n/t.ts'
import { Icon } from './icon.tsx'

interface SideScrollerProps {
  /** The row's items (`<li>`s); the one marked `aria-current` is kept in view. */
  children: ReactNode
  /** Classes of the frame the arrows sit on (its margins). */
  className?: string
  /** Classes of the `<ul>` that scrolls (its flex layout, gap, border, padding). */
  listClassName: string
  /** Changes whenever the current item does, so the row brings it into view again. */
  currentKey: string
}

/** The arrows' width in px (`w-12`). */
const CUE_WIDTH = 48

interface Overflow {
  before: boolean
  after: boolean
}

/**
 * A row that scrolls sideways when it is wider than the screen (a club's tabs on a phone,
 * issue 30 bug 8): the current item is scrolled into view, and a fade with an arrow on
 * each side that hides more says so and, tapped, scrolls a screenful. Keyboard users Tab
 * through the items (the browser scrolls to the focused one), so the arrows leave the tab
 * order; screen readers read the whole list anyway.
 */
export function SideScroller({
  children,
  className = '',
  listClassName,
  currentKey,
}: SideScrollerProps) {
  const listRef = useRef<HTMLUListElement>(null)
  const overflow = useOverflow(listRef)

  useLayoutEffect(() => {
    const list = listRef.current
    const current = list?.querySelector<HTMLElement>('[aria-current]')
    if (!list || !current) return
    // Only the row scrolls (scrollIntoView would move the page too), leaving the current
    // item clear of the arrows; the browser keeps scrollLeft within the row.
    const row = list.getBoundingClientRect()
    const item = current.getBoundingClientRect()
    const hiddenBefore = CUE_WIDTH - (item.left - row.left)
    const hiddenAfter = item.right - (row.right - CUE_WIDTH)
    if (hiddenBefore > 0) list.scrollLeft -= hiddenBefore
    else if (hiddenAfter > 0) list.scrollLeft += hiddenAfter
  }, [currentKey])

  const page = (direction: 1 | -1) => {
    const list = listRef.current
    if (!list) return
    list.scrollBy({ left: direction * list.clientWidth * 0.7, behavior: 'smooth' })
  }

  return (
    <div className={`relative ${className}`}>
      <ul ref={listRef} className={listClassName}>
        {children}
      </ul>
      {overflow.before ? <Cue side="before" onPress={() => page(-1)} /> : null}
      {overflow.after ? <Cue side="after" onPress={() => page(1)} /> : null}
    </div>
  )
}

function Cue({ side, onPress }: { side: 'before' | 'after'; onPress: () => void }) {
  const before = side === 'before'
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={t(before ? 'common.scrollBack' : 'common.scrollOn')}
      onClick={onPress}
      className={`absolute top-0 bottom-px flex w-12 items-center text-zinc-700 dark:text-zinc-200 ${
        before
          ? 'left-0 justify-start bg-linear-to-r from-zinc-50 from-40% to-transparent dark:from-zinc-950'
          : 'right-0 justify-end bg-linear-to-l from-zinc-50 from-40% to-transparent dark:from-zinc-950'
      }`}
    >
      <Icon name={before ? 'chevronLeft' : 'chevronRight'} className="size-5" />
    </button>
  )
}

/** Whether the list hides items before or after what it shows, kept as it scrolls or resizes. */
function useOverflow(listRef: RefObject<HTMLUListElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false })
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const measure = () => {
      // A pixel of slack: zoomed layouts leave fractions.
      const before = list.scrollLeft > 1
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
      setOverflow((was) => (was.before === before && was.after === after ? was : { before, after }))
    }
    measure()
    list.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(list)
    return () => {
      list.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [listRef])
  return overflow
}
