import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'
import type { IconName } from './icon-paths.tsx'

interface ResultsMessageProps {
  icon: IconName
  title: string
  body: string
  /** What to do next: every empty or failed list offers a way on (quality brief). */
  action: ReactNode
  /** Errors are announced at once; an empty result is news, not an alarm. */
  role: 'alert' | 'status'
}

export function ResultsMessage({ icon, title, body, action, role }: ResultsMessageProps) {
  return (
    <div
      role={role}
      className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center dark:border-zinc-700 dark:bg-zinc-900"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-zinc-900 dark:text-zinc-50">{title}</h2>
      <p className="mt-1 max-w-md text-pretty text-zinc-700 dark:text-zinc-300">{body}</p>
      <div className="mt-5">{action}</div>
    </div>
  )
}
