import { Button } from '../../../components/button.tsx'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { t } from '../../../lib/i18n/t.ts'
import '../messages.ts'

export const cardClass =
  'rounded-2xl border border-zinc-200 bg-white p-4 md:p-6 dark:border-zinc-700 dark:bg-zinc-900'
export const headingClass = 'text-xl font-semibold text-zinc-900 dark:text-zinc-50'
export const quietTextClass = 'text-sm text-zinc-700 dark:text-zinc-300'

/** "Last synced 5 minutes ago" for one source of the school's feed. */
export function LastSynced({ at }: { at: string | null }) {
  return (
    <p className={quietTextClass}>
      {at ? t('finances.lastSynced', { time: relativeTime(at) }) : t('finances.neverSynced')}
    </p>
  )
}

/** One part of the page failed: say so where it would be, and offer to try again. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-red-700 dark:text-red-300">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('finances.retry')}
      </Button>
    </div>
  )
}
