import type { ReactNode } from 'react'

/** One card of the Dev space: a heading, an optional action beside it, and its content. */
export function DevSection({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`dev-${id}`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`dev-${id}`} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
