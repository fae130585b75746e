import type { ReactNode } from 'react'

interface ListMessageProps {
  title: string
  body?: string
  children?: ReactNode
}

/** An empty, loading or error state: what happened, and what to do next. */
export function ListMessage({ title, body, children }: ListMessageProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="status">
      <p className="font-semibold">{title}</p>
      {body ? <p className="max-w-sm text-sm text-zinc-700 dark:text-zinc-300">{body}</p> : null}
      {children}
    </div>
  )
}
