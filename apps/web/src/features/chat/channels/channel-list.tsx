import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ChannelList as Channels } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from '../components/chat-icon.tsx'
import { ConversationRow } from '../components/conversation-row.tsx'
import { ListMessage, listPending } from '../components/list-message.tsx'
import { ChannelDialog } from './channel-dialog.tsx'
import { channelsQuery } from './channels-api.ts'

/** The student's club channels, a heading per club (issue 35 item 9), with every state. */
export function ChannelList({ selfUid }: { selfUid: string }) {
  const list = useQuery(channelsQuery())
  const [creatingIn, setCreatingIn] = useState<{ uid: string; name: string } | null>(null)
  if (!list.isSuccess) {
    return listPending(list, {
      loading: t('chat.loadingChannels'),
      error: t('chat.channelsError'),
    })
  }
  if (list.data.clubs.length === 0) {
    return <ListMessage title={t('chat.channelsEmptyTitle')} body={t('chat.channelsEmpty')} />
  }
  const now = new Date()
  return (
    <>
      {list.data.clubs.map((group) => (
        <ClubChannels
          key={group.club.uid}
          group={group}
          selfUid={selfUid}
          now={now}
          onCreate={() => setCreatingIn(group.club)}
        />
      ))}
      {creatingIn ? (
        <ChannelDialog open club={creatingIn} onClose={() => setCreatingIn(null)} />
      ) : null}
    </>
  )
}

function ClubChannels({
  group,
  selfUid,
  now,
  onCreate,
}: {
  group: Channels['clubs'][number]
  selfUid: string
  now: Date
  onCreate: () => void
}) {
  const headingId = useId()
  const manages = group.channels.some((channel) => channel.channel?.canManage)
  return (
    <section aria-labelledby={headingId} className="pb-2">
      <div className="flex min-h-11 items-center gap-2 px-4">
        <h2
          id={headingId}
          className="mr-auto truncate text-sm font-semibold text-zinc-700 dark:text-zinc-300"
        >
          {group.club.name}
        </h2>
        {manages ? (
          <button
            type="button"
            onClick={onCreate}
            aria-label={t('chat.newChannelIn', { club: group.club.name })}
            className="grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
          >
            <ChatIcon name="plus" className="size-5" />
          </button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-0.5 px-2">
        {group.channels.map((channel) => (
          <ConversationRow key={channel.id} conversation={channel} selfUid={selfUid} now={now} />
        ))}
      </ul>
    </section>
  )
}

/** Unread messages in the student's channels that are not muted: the Clubs view's count. */
export function useUnreadInChannels(): number {
  const list = useQuery({ ...channelsQuery(), staleTime: 30_000 })
  return (list.data?.clubs ?? [])
    .flatMap((group) => group.channels)
    .reduce((sum, channel) => sum + (channel.muted ? 0 : channel.unreadCount), 0)
}
