import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { textLinkClass } from './text-link.ts'

export type TodayState = 'loading' | 'failed' | 'empty' | 'ready'

interface TodayCardProps {
  title: string
  /** Where the whole list lives, and the link's words ("All events"). */
  href: string
  linkLabel: string
  state: TodayState
  /** What an empty list says to do next, and what a failed one says. */
  empty: string
  failed: string
  children?: ReactNode
}

/**
 * One short list in the home page's "Today" rail (issue 16 item 4): a heading, a few
 * items with links, a skeleton while loading, and an empty state that says what to do.
 * The events, chat and connections features each fill one.
 */
export function TodayCard({
  title,
  href,
  linkLabel,
  state,
  empty,
  failed,
  children,
}: TodayCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-zinc-900 dark:text-zinc-50">
          {title}
        </h3>
        <Link to={href} className={`text-sm ${textLinkClass}`}>
          {linkLabel}
        </Link>
      </div>
      {/* Room for a full list from the start: the rail sits above the feed on a phone, and a
          list growing in would push the feed down (CLS ≤ 0.02, quality.md P5). */}
      <div className="mt-3 min-h-[8.75rem]">
        {state === 'loading' ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <div className="h-4 w-3/4 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
            <div className="h-4 w-1/2 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
          </div>
        ) : state === 'failed' ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{failed}</p>
        ) : state === 'empty' ? (
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-1">{children}</ul>
        )}
      </div>
    </section>
  )
}

/** One row of a Today list: a link with a second line. */
export function TodayItem({ to, title, detail }: { to: string; title: string; detail: string }) {
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 flex min-h-11 flex-col justify-center rounded-lg px-2 py-1 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        <span className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{title}</span>
        <span className="text-sm text-zinc-700 dark:text-zinc-300">{detail}</span>
      </Link>
    </li>
  )
}

export function todayState(
  query: { isPending: boolean; isError: boolean },
  count: number,
): TodayState {
  if (query.isPending) return 'loading'
  if (query.isError) return 'failed'
  return count === 0 ? 'empty' : 'ready'
}
