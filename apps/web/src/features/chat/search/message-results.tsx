import { CHAT_SEARCH_MIN } from '@quad/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { FoundMessageRow } from '../components/found-message-row.tsx'
import { ListMessage, listPending } from '../components/list-message.tsx'
import { messageSearchQuery } from './search-api.ts'

interface MessageResultsProps {
  q: string
  selfUid: string
  /** Only this conversation's messages; every conversation of the student's when absent. */
  conversationId?: number | undefined
  /** A result was opened (a dialog closes). */
  onOpen?: (() => void) | undefined
}

/**
 * The messages that say `q` (issue 35 item 7) under a "Messages" heading, each opening its
 * conversation at the message; nothing until `q` is long enough to search.
 */
export function MessageResults({ q, selfUid, conversationId, onOpen }: MessageResultsProps) {
  const headingId = useId()
  const ready = q.trim().length >= CHAT_SEARCH_MIN
  const results = useInfiniteQuery({
    ...messageSearchQuery(q.trim(), conversationId),
    enabled: ready,
  })
  if (!ready) return null
  const items = results.data?.pages.flatMap((page) => page.items) ?? []
  const now = new Date()
  return (
    <section aria-labelledby={headingId} className="pb-2">
      <h2
        id={headingId}
        className="px-4 pt-3 pb-1 text-sm font-semibold text-zinc-700 dark:text-zinc-300"
      >
        {t('chat.messagesFound')}
      </h2>
      {results.isSuccess
        ? null
        : listPending(results, {
            loading: t('chat.searchingMessages'),
            error: t('chat.searchMessagesError'),
          })}
      {results.isSuccess && items.length === 0 ? (
        <ListMessage title={t('chat.noMessagesFound', { query: q.trim() })} />
      ) : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-0.5 px-2">
          {items.map((item) => (
            <FoundMessageRow
              key={item.message.id}
              item={item}
              selfUid={selfUid}
              now={now}
              onOpen={onOpen}
            />
          ))}
        </ul>
      ) : null}
      {results.hasNextPage ? (
        <div className="flex justify-center px-4 py-2">
          <Button
            variant="secondary"
            disabled={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            {results.isFetchingNextPage ? t('chat.loadingMore') : t('chat.moreResults')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
