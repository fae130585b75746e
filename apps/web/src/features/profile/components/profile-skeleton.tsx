import '../messages.ts'
import { t } from '../../../lib/i18n/t.ts'

const BAR = 'animate-pulse rounded bg-zinc-200 motion-reduce:animate-none dark:bg-zinc-800'

/** The card's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" className="pb-8">
      <span className="sr-only">{t('profile.loading')}</span>
      <div aria-hidden="true">
        <div className="h-36 animate-pulse bg-zinc-200 motion-reduce:animate-none sm:h-44 dark:bg-zinc-800" />
        <div className="-mt-14 flex flex-col items-center gap-3 px-6">
          <span className="size-28 rounded-full bg-zinc-300 ring-4 ring-white dark:bg-zinc-700 dark:ring-zinc-900" />
          <span className={`h-6 w-48 ${BAR}`} />
          <span className={`h-4 w-56 ${BAR}`} />
        </div>
        <div className="mt-8 flex flex-col gap-2 px-6">
          <span className={`h-4 w-24 ${BAR}`} />
          <span className={`h-4 w-full ${BAR}`} />
          <span className={`h-4 w-5/6 ${BAR}`} />
        </div>
      </div>
    </div>
  )
}
