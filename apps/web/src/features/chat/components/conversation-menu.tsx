import type { Conversation } from '@quad/shared'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { Button } from '../../../components/button.tsx'
import { MenuButton, type MenuAction } from '../../../components/menu-button.tsx'
import { useLeaveConversation, useSetMuted } from '../api.ts'
import { conversationTitle } from '../conversation-text.ts'
import { AddPeopleDialog } from './add-people-dialog.tsx'
import { ChatDialog } from './chat-dialog.tsx'
import { DialogActions } from './dialog-actions.tsx'
import { ChannelDialog } from '../channels/channel-dialog.tsx'
import { SearchDialog } from '../search/search-dialog.tsx'

/**
 * Search in it and mute or unmute; for groups also add people and leave (with a question
 * first); for a channel's officers its settings.
 */
export function ConversationMenu({
  conversation,
  selfUid,
}: {
  conversation: Conversation
  selfUid: string
}) {
  const [dialog, setDialog] = useState<'add' | 'leave' | 'channel' | 'search' | null>(null)
  const mute = useSetMuted(conversation.id)
  const leave = useLeaveConversation(conversation.id)
  const navigate = useNavigate()
  const title = conversationTitle(conversation)
  const failed = (error: Error) =>
    toast(t('chat.actionFailed', { reason: error.message }), { type: 'Error' })

  const actions: MenuAction[] = [
    { id: 'search', label: t('chat.searchConversation'), onAction: () => setDialog('search') },
    {
      id: 'mute',
      label: conversation.muted ? t('chat.unmute') : t('chat.mute'),
      onAction: () => {
        mute.mutate(!conversation.muted, {
          onSuccess: (next) =>
            toast(next.muted ? t('chat.mutedDone') : t('chat.unmutedDone'), { type: 'Success' }),
          onError: failed,
        })
      },
    },
  ]
  if (conversation.kind === 'group') {
    actions.push(
      { id: 'add', label: t('chat.addPeople'), onAction: () => setDialog('add') },
      { id: 'leave', label: t('chat.leave'), onAction: () => setDialog('leave') },
    )
  }
  const { channel } = conversation
  if (channel?.canManage) {
    actions.push({
      id: 'channel',
      label: t('chat.channelSettings'),
      onAction: () => setDialog('channel'),
    })
  }
  const close = () => {
    setDialog(null)
  }
  return (
    <>
      <MenuButton look="ghost" label={t('chat.conversationMenu')} actions={actions} />
      {dialog === 'search' ? (
        <SearchDialog
          conversationId={conversation.id}
          title={title}
          selfUid={selfUid}
          onClose={close}
        />
      ) : null}
      {channel && dialog === 'channel' ? (
        <ChannelDialog open club={channel.club} channel={conversation} onClose={close} />
      ) : null}
      <AddPeopleDialog
        open={dialog === 'add'}
        conversationId={conversation.id}
        title={title}
        onClose={close}
      />
      <ChatDialog
        open={dialog === 'leave'}
        title={t('chat.leaveTitle', { name: title })}
        onClose={close}
      >
        <p className="text-zinc-700 dark:text-zinc-300">{t('chat.leaveBody')}</p>
        <DialogActions onCancel={close} focusCancel>
          <Button
            disabled={leave.isPending}
            onClick={() => {
              leave.mutate(undefined, {
                onSuccess: () => {
                  close()
                  void navigate('/chat')
                },
                onError: failed,
              })
            }}
          >
            {t('chat.leaveConfirm')}
          </Button>
        </DialogActions>
      </ChatDialog>
    </>
  )
}
