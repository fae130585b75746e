import { t } from '../../../lib/i18n/t.ts'

const PLACEHOLDERS = Array.from({ length: 9 }, (_, index) => index)

/** Card-shaped placeholders while the first page loads, so nothing jumps when it arrives. */
export function PeopleSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">{t('app.loading')}</span>
      <ul
        aria-hidden="true"
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-3"
      >
        {PLACEHOLDERS.map((index) => (
          <li
            key={index}
            className="flex min-h-20 items-center gap-3 rounded-2xl bg-white p-3.5 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
          >
            <span className="size-12 shrink-0 animate-pulse rounded-full bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-4 w-2/3 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
              <span className="h-3 w-1/2 animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
