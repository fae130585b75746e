import type { ReactNode } from 'react'

/** The heading of one admin page (an h2 under the console's h1) and what it is for. */
export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string
  intro?: string
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {title}
        </h2>
        {intro ? <p className="mt-1 text-zinc-700 dark:text-zinc-300">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  )
}
