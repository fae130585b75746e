import type { ReactNode } from 'react'

/** One card of the School form: an h3 under the page's h2, what it is for, its fields. */
export function SettingsCard(props: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  const { id, title, description, children } = props
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h3>
      {description ? <p className="mt-1 text-zinc-700 dark:text-zinc-300">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  )
}
