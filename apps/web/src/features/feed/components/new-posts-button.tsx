import { t } from '../../../lib/i18n/t.ts'

/**
 * "3 new posts" at the top of a list (issue 16 item 4): a polite announcement when the
 * count changes, and nothing moves until the reader presses it.
 */
export function NewPostsButton({
  count,
  isLoading,
  onShow,
}: {
  count: number
  isLoading: boolean
  onShow: () => void
}) {
  const label = count === 1 ? t('feed.newPostsOne') : t('feed.newPosts', { count })
  return (
    <div aria-live="polite" className="sticky top-2 z-10 flex justify-center empty:hidden">
      {count > 0 ? (
        <button
          type="button"
          onClick={onShow}
          disabled={isLoading}
          className="min-h-11 rounded-full bg-school px-5 text-sm font-semibold text-on-school shadow-lg hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white"
        >
          {label}
        </button>
      ) : null}
    </div>
  )
}
