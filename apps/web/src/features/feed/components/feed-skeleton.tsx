/** Two post-shaped placeholders while the first page loads (no layout jump when it lands). */
export function FeedSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div
          key={key}
          className="rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <div className="flex items-center gap-3">
            <div className="size-12 rounded-full bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
            <div className="h-4 w-40 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
          </div>
          <div className="mt-4 h-4 w-full rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
          <div className="mt-2 h-4 w-2/3 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
        </div>
      ))}
    </div>
  )
}
