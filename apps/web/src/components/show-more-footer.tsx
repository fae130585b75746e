import { Button } from './button.tsx'

interface ShowMoreFooterProps {
  list: { hasMore: boolean; isLoadingMore: boolean; loadMore: () => void }
  /** "Show more people" */
  moreLabel: string
  loadingLabel: string
  /** Said when every item is shown: "That is everyone." */
  doneLabel: string
}

/** The end of an admin list read page by page: Show more, or that everything is shown. */
export function ShowMoreFooter({ list, moreLabel, loadingLabel, doneLabel }: ShowMoreFooterProps) {
  return (
    <div className="flex justify-center">
      {list.hasMore ? (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.isLoadingMore}>
          {list.isLoadingMore ? loadingLabel : moreLabel}
        </Button>
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{doneLabel}</p>
      )}
    </div>
  )
}
