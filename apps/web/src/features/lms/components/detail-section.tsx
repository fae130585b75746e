import { useId, type ReactNode } from 'react'

interface DetailSectionProps {
  title: string
  /** What an empty list says; shown instead of the list when `count` is 0. */
  empty: string
  count: number
  children: ReactNode
}

/** One list on a course's page (its work, its announcements), with its heading. */
export function DetailSection({ title, empty, count, children }: DetailSectionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 md:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h2>
      {count === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  )
}
