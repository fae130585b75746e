import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { HeartIcon } from './feed-icons.tsx'

export const actionButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-700 ' +
  'hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'

/** A toggle (aria-pressed) named "Like" with its count: a post's or a comment's. */
export function LikeButton({
  liked,
  count,
  onToggle,
}: {
  liked: boolean
  count: number
  onToggle: (like: boolean) => void
}) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={() => onToggle(!liked)}
      className={`${actionButtonClass} ${liked ? 'text-rose-700 dark:text-rose-300' : ''}`}
    >
      <HeartIcon filled={liked} />
      <span className="sr-only">{t('feed.like')}</span>
      <span aria-hidden={count === 0}>{count > 0 ? formatNumber(count) : ''}</span>
      {count > 0 ? <span className="sr-only">{t('feed.likes')}</span> : null}
    </button>
  )
}
