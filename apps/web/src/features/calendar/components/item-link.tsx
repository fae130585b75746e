import type { CSSProperties } from 'react'
import { Link } from 'react-router'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { itemTitle, type PlacedItem } from '../calendar-layout.ts'
import { itemDetails, itemWhen, SOURCE_STYLES } from '../item-text.ts'

interface ItemLinkProps {
  placed: PlacedItem
  /** chip: a month cell's line; block: a time grid's box; row: an agenda line. */
  look: 'chip' | 'block' | 'row'
  isVisitor: boolean
  tabIndex?: number
  style?: CSSProperties
}

/*
 * Every look is positioned: its sr-only sentence (absolute) must be placed and clipped
 * inside it. A chip without `relative` let that sentence escape the chip's truncation at
 * the end of a long title, and a month at 1280 px was 1,438 px wide (issue 30 bug 1).
 */
const looks = {
  chip: 'relative block min-h-6 truncate rounded border-l-4 px-1 text-xs leading-6',
  block: 'absolute overflow-hidden rounded-md border-l-4 px-1.5 py-0.5 text-xs leading-4',
  row: 'relative flex flex-col gap-0.5 rounded-lg border-l-4 px-3 py-2 text-sm',
}

/**
 * An event's page; a class's is the courses section (`/edu`), where its course is; a
 * meeting's the meetings page, where it can be cancelled.
 */
function hrefOf(placed: PlacedItem, isVisitor: boolean): string {
  if (placed.item.kind === 'class') return '/edu'
  if (placed.item.kind === 'meeting') return '/meetings'
  return `/events/${encodeURIComponent(placed.item.id)}${isVisitor ? '?share=1' : ''}`
}

/**
 * One item, linking to its event's page (a class: to the courses). Its accessible name is the title and then, in
 * words, when, where, whose, and any clash ("Clashes with …"); the clash is also marked.
 */
export function ItemLink({ placed, look, isVisitor, tabIndex, style }: ItemLinkProps) {
  const { item } = placed
  const clock = useSchoolClock()
  const [when = '', ...rest] = itemDetails(placed, clock)
  // A time grid's box is narrow: the page names the zone once (calendar-page.tsx); heard, each says it.
  const shownWhen = look === 'block' ? itemWhen(placed, { ...clock, labelled: false }) : when
  const clashes = placed.clashesWith.length > 0
  const href = hrefOf(placed, isVisitor)
  const title = itemTitle(item)
  return (
    <Link
      to={href}
      tabIndex={tabIndex}
      style={style}
      data-item={item.id}
      className={
        `${looks[look]} ${SOURCE_STYLES[item.source].chip} text-zinc-900 hover:underline dark:text-zinc-50 ` +
        'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:focus-visible:outline-white ' +
        (clashes ? 'ring-2 ring-red-700 ring-inset dark:ring-red-400 ' : '') +
        (item.cancelled ? 'line-through' : '')
      }
    >
      {/* Seen: the title, and time and place where there is room; heard: the whole sentence. */}
      <span aria-hidden="true" className="contents">
        {/* A phone's month cell is too narrow for a title: its chip is a bar of its colour. */}
        <span className={look === 'chip' ? 'font-semibold max-sm:hidden' : 'font-semibold'}>
          {clashes ? <span className="mr-0.5 text-red-700 dark:text-red-300">⚠</span> : null}
          {title}
        </span>
        {look === 'chip' ? null : <span className="block">{shownWhen}</span>}
        {look === 'row' ? (
          <span className="block text-zinc-700 dark:text-zinc-300">{rest.join(', ')}</span>
        ) : null}
      </span>
      <span className="sr-only">{[title, when, ...rest].join(', ')}</span>
    </Link>
  )
}
