import type { ReactNode } from 'react'

interface CardPageProps {
  /** Shown edge to edge above the content, e.g. the school banner. */
  banner?: ReactNode
  children: ReactNode
}

/**
 * The pre-shell page layout: full width on a phone, a centred card from the sm breakpoint
 * (640px, spec 9) up. It owns the page's main landmark.
 */
export function CardPage({ banner, children }: CardPageProps) {
  return (
    <main className="min-h-dvh bg-white sm:flex sm:items-center sm:justify-center sm:bg-zinc-100 sm:p-6 dark:bg-zinc-900 sm:dark:bg-zinc-950">
      <div className="w-full overflow-hidden bg-white sm:max-w-md sm:rounded-2xl sm:shadow-lg sm:ring-1 sm:ring-zinc-200 dark:bg-zinc-900 sm:dark:ring-zinc-800">
        {banner}
        <div className="px-6 py-8 sm:px-8">{children}</div>
      </div>
    </main>
  )
}
