import type { ReactNode } from 'react'

interface FormSectionProps {
  id: string
  title: string
  description?: string
  children: ReactNode
}

/**
 * One card of the settings pages with its heading (the settings sections and those other
 * features add there: devices, the second factor, your data…); `id` is the section nav's anchor.
 */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-6 dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <h2
        id={`${id}-title`}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-zinc-900 focus:outline-none dark:text-zinc-50"
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-zinc-700 dark:text-zinc-300">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  )
}
