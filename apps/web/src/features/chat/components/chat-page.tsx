import { useQueryClient } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { chatKeys } from '../chat-keys.ts'
import { useDebouncedValue } from '../../../lib/debounce/use-debounced-value.ts'
import type { ConversationList } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ConnectContext } from '../connect-context.ts'
import { ConversationView } from './conversation-view.tsx'
import { ListPane } from './list-pane.tsx'
import { NewMessageAnnouncer } from './new-message-announcer.tsx'

interface ChatPageProps {
  conversationId: number | null
  selfUid: string
  /** The school's connect switch: who the pickers offer and how they say it. */
  connect: boolean
}

/**
 * Spec 2 /chat: the list and the open conversation side by side from md up; below md one
 * at a time (the list, or the conversation with a back button). Alt+Up/Down moves
 * between conversations from anywhere on the page.
 */
export function ChatPage({ conversationId, selfUid, connect }: ChatPageProps) {
  const [search, setSearch] = useState('')
  const query = useDebouncedValue(search.trim())
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    const items = queryClient.getQueryData<ConversationList>(chatKeys.list(query))?.items ?? []
    const index = items.findIndex((c) => c.id === conversationId)
    const next =
      items[event.key === 'ArrowUp' ? index - 1 : index + 1] ?? (index < 0 ? items[0] : undefined)
    if (!next) return
    event.preventDefault()
    void navigate(`/chat/${String(next.id)}`)
  }

  const open = conversationId !== null
  return (
    <ConnectContext value={connect}>
      <div className="relative flex h-full min-h-0 overflow-hidden" onKeyDown={onKeyDown}>
        <div
          className={`${open ? 'hidden md:flex' : 'flex'} w-full flex-col border-zinc-200 md:w-80 md:shrink-0 md:border-r lg:w-96 dark:border-zinc-800`}
        >
          <ListPane search={search} query={query} onSearch={setSearch} selfUid={selfUid} />
        </div>
        <section
          aria-label={t('chat.conversation')}
          className={`${open ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col bg-white dark:bg-zinc-900`}
        >
          {conversationId === null ? (
            <div className="m-auto max-w-sm p-6 text-center">
              <p className="text-lg font-semibold">{t('chat.pickTitle')}</p>
              <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('chat.pickBody')}</p>
            </div>
          ) : (
            <ConversationView key={conversationId} id={conversationId} selfUid={selfUid} />
          )}
        </section>
        <NewMessageAnnouncer selfUid={selfUid} />
      </div>
    </ConnectContext>
  )
}
