import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { conversationsQuery, loadMoreConversations } from '../api.ts'
import { usePickerWords } from '../connect-context.ts'
import { ConversationRow } from './conversation-row.tsx'
import { MessageResults } from '../search/message-results.tsx'
import { ListMessage, listPending } from './list-message.tsx'

interface ConversationListProps {
  query: string
  selfUid: string
}

/** The conversations matching the search, most recent first, with every empty and error state. */
export function ConversationList({ query, selfUid }: ConversationListProps) {
  const queryClient = useQueryClient()
  const list = useQuery(conversationsQuery(query))
  const words = usePickerWords()
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)

  if (!list.isSuccess) {
    return listPending(list, { loading: t('chat.loadingList'), error: t('chat.listError') })
  }
  // A search also finds messages (issue 35 item 7), below the conversations it names.
  const messagesFound = query ? <MessageResults q={query} selfUid={selfUid} /> : null
  if (list.data.items.length === 0) {
    return query ? (
      <>
        <ListMessage title={t('chat.noMatchesTitle')} body={t('chat.noMatches', { query })} />
        {messagesFound}
      </>
    ) : (
      <ListMessage title={t('chat.emptyListTitle')} body={t(words.emptyList)} />
    )
  }
  const now = new Date()
  const more = () => {
    setLoadingMore(true)
    setMoreFailed(false)
    loadMoreConversations(queryClient, query)
      .catch(() => {
        setMoreFailed(true)
      })
      .finally(() => {
        setLoadingMore(false)
      })
  }
  return (
    <>
      <ul className="flex flex-col gap-0.5 px-2 pb-2">
        {list.data.items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            selfUid={selfUid}
            now={now}
          />
        ))}
      </ul>
      {list.data.nextCursor ? (
        <div className="flex flex-col items-center gap-2 px-4 pb-4">
          {moreFailed ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('chat.moreFailed')}
            </p>
          ) : null}
          <Button variant="secondary" disabled={loadingMore} onClick={more}>
            {loadingMore ? t('chat.loadingMore') : t('chat.loadMore')}
          </Button>
        </div>
      ) : null}
      {messagesFound}
    </>
  )
}
