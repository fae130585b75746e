import { useInfiniteQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { FoundMessageRow } from '../components/found-message-row.tsx'
import { ListMessage, listPending } from '../components/list-message.tsx'
import { mentionsQuery } from './mentions-api.ts'

/**
 * The chat list's Mentions (issue 35 item 3): every message that @mentions the student,
 * newest first; each opens its conversation at the message.
 */
export function MentionList({ selfUid }: { selfUid: string }) {
  const mentions = useInfiniteQuery(mentionsQuery)
  if (!mentions.isSuccess) {
    return listPending(mentions, {
      loading: t('chat.loadingList'),
      error: t('chat.mentionsError'),
    })
  }
  const items = mentions.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return <ListMessage title={t('chat.mentionsEmptyTitle')} body={t('chat.mentionsEmpty')} />
  }
  const now = new Date()
  return (
    <>
      <ul className="flex flex-col gap-0.5 px-2 pb-2">
        {items.map((item) => (
          <FoundMessageRow key={item.message.id} item={item} selfUid={selfUid} now={now} />
        ))}
      </ul>
      {mentions.hasNextPage ? (
        <div className="flex justify-center px-4 pb-4">
          <Button
            variant="secondary"
            disabled={mentions.isFetchingNextPage}
            onClick={() => void mentions.fetchNextPage()}
          >
            {mentions.isFetchingNextPage ? t('chat.loadingMore') : t('chat.moreMentions')}
          </Button>
        </div>
      ) : null}
    </>
  )
}
