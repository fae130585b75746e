import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { participantsQuery, useAddParticipants } from '../api.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { ConnectionPicker } from './connection-picker.tsx'
import { DialogActions } from './dialog-actions.tsx'

interface AddPeopleDialogProps {
  open: boolean
  conversationId: number
  title: string
  onClose: () => void
}

/** Adds connections to a group; members already in it show checked and fixed. */
export function AddPeopleDialog({ open, conversationId, title, onClose }: AddPeopleDialogProps) {
  const [uids, setUids] = useState<string[]>([])
  const add = useAddParticipants(conversationId)
  const participants = useQuery({ ...participantsQuery(conversationId), enabled: open })
  const members = participants.data?.items.map((item) => item.person.uid) ?? []
  const close = () => {
    setUids([])
    add.reset()
    onClose()
  }
  return (
    <ChatDialog
      open={open}
      title={t('chat.addTitle', { name: title })}
      onClose={close}
      footer={
        <DialogActions onCancel={close} inFooter>
          <Button
            disabled={uids.length === 0 || add.isPending}
            onClick={() => add.mutate(uids, { onSuccess: close })}
          >
            {t('chat.add')}
          </Button>
        </DialogActions>
      }
    >
      <div className="flex flex-col gap-4">
        <ConnectionPicker selected={uids} onChange={setUids} members={members} />
        {add.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t('chat.addFailed', { reason: add.error.message })}
          </p>
        ) : null}
      </div>
    </ChatDialog>
  )
}
