import type { ReactNode } from 'react'
import { Icon } from '../../../components/icon.tsx'

interface LmsNoticeProps {
  title: string
  body: string
  action?: ReactNode
}

/** A calm full-width card for the states before any course can be shown. */
export function LmsNotice({ title, body, action }: LmsNoticeProps) {
  return (
    <section
      aria-labelledby="lms-notice-title"
      className="flex flex-col items-center rounded-2xl border border-zinc-200 bg-white px-6 py-12 text-center dark:border-zinc-800 dark:bg-zinc-900"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-school text-on-school">
        <Icon name="graduation" className="size-7" />
      </span>
      <h2
        id="lms-notice-title"
        className="mt-4 text-xl font-semibold text-zinc-900 dark:text-zinc-50"
      >
        {title}
      </h2>
      <p className="mt-2 max-w-md text-pretty text-zinc-700 dark:text-zinc-300">{body}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  )
}
