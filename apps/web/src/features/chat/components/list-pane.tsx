import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'
import { ChatIcon } from './chat-icon.tsx'
import { ChatSettingsDialog } from './chat-settings-dialog.tsx'
import { ConversationList } from './conversation-list.tsx'
import { NewGroupDialog } from './new-group-dialog.tsx'
import { MentionList } from '../mentions/mention-list.tsx'
import { ChannelList, useUnreadInChannels } from '../channels/channel-list.tsx'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { quietFieldClass } from '../../../components/field-styles.ts'

interface ListPaneProps {
  search: string
  query: string
  onSearch: (value: string) => void
  selfUid: string
}

const VIEW_LABELS = {
  all: 'chat.allTab',
  clubs: 'chat.clubsTab',
  mentions: 'chat.mentionsTab',
} as const

const iconButton =
  'grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus ' +
  'dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white'

/** The left pane (or the whole page on a phone): heading, actions, search and the list. */
export function ListPane({ search, query, onSearch, selfUid }: ListPaneProps) {
  const searchId = useId()
  const [dialog, setDialog] = useState<'group' | 'settings' | null>(null)
  const [view, setView] = useState<'all' | 'clubs' | 'mentions'>('all')
  const channelUnread = useUnreadInChannels()
  const close = () => {
    setDialog(null)
  }
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-1 px-4 pt-3 pb-2">
        <h1 className="mr-auto text-2xl font-bold tracking-tight">{t('chat.title')}</h1>
        <button
          type="button"
          className={iconButton}
          aria-label={t('chat.newGroup')}
          onClick={() => setDialog('group')}
        >
          <ChatIcon name="plus" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('chat.settings')}
          onClick={() => setDialog('settings')}
        >
          <Icon name="sliders" />
        </button>
      </div>
      <div role="group" aria-label={t('chat.listViews')} className="flex gap-2 px-4 pb-2">
        {(['all', 'clubs', 'mentions'] as const).map((shown) => (
          <button
            key={shown}
            type="button"
            aria-pressed={view === shown}
            onClick={() => setView(shown)}
            className="min-h-9 rounded-full border border-zinc-300 px-4 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-pressed:border-transparent aria-pressed:bg-zinc-900 aria-pressed:text-white dark:border-zinc-700 dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:outline-white dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900"
          >
            {t(VIEW_LABELS[shown])}
            {shown === 'clubs' && channelUnread > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="ml-1.5 inline-grid min-w-5 place-items-center rounded-full bg-school px-1 text-xs text-on-school"
                >
                  {formatNumber(channelUnread)}
                </span>
                <span className="sr-only">
                  {t('chat.clubsTabUnread', { count: formatNumber(channelUnread) })}
                </span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div role="search" hidden={view !== 'all'} className="relative px-4 pb-2">
        <label htmlFor={searchId} className="sr-only">
          {t('chat.search')}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-7 size-5 -translate-y-1/2 text-zinc-600 dark:text-zinc-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          placeholder={t('chat.search')}
          onChange={(event) => {
            onSearch(event.target.value)
          }}
          className={`h-11 w-full rounded-full pr-4 pl-10 dark:bg-zinc-900 ${quietFieldClass}`}
        />
      </div>
      <nav aria-label={t('chat.conversations')} className="min-h-0 flex-1 overflow-y-auto">
        {view === 'all' ? <ConversationList query={query} selfUid={selfUid} /> : null}
        {view === 'clubs' ? <ChannelList selfUid={selfUid} /> : null}
        {view === 'mentions' ? <MentionList selfUid={selfUid} /> : null}
      </nav>
      <NewGroupDialog open={dialog === 'group'} onClose={close} />
      <ChatSettingsDialog open={dialog === 'settings'} onClose={close} />
    </div>
  )
}
