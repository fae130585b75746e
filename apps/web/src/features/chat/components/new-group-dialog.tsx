import { CONVERSATION_NAME_MAX } from '@quad/shared'
import { useId, useState, type SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { useStartConversation } from '../api.ts'
import { usePickerWords } from '../connect-context.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { ConnectionPicker } from './connection-picker.tsx'
import { DialogActions } from './dialog-actions.tsx'

interface NewGroupDialogProps {
  open: boolean
  onClose: () => void
}

/** A named group with some of the student's connections (schoolmates, with connect off); opens it once made. */
export function NewGroupDialog({ open, onClose }: NewGroupDialogProps) {
  const [name, setName] = useState('')
  const [uids, setUids] = useState<string[]>([])
  const start = useStartConversation()
  const navigate = useNavigate()
  const words = usePickerWords()
  const formId = useId()

  const close = () => {
    setName('')
    setUids([])
    start.reset()
    onClose()
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    start.mutate(
      { participantUids: uids, name: name.trim() },
      {
        onSuccess: (conversation) => {
          close()
          void navigate(`/chat/${String(conversation.id)}`)
        },
      },
    )
  }
  const ready = name.trim().length > 0 && uids.length > 0
  return (
    <ChatDialog
      open={open}
      title={t('chat.newGroup')}
      onClose={close}
      footer={
        <DialogActions onCancel={close} inFooter>
          <Button type="submit" form={formId} disabled={!ready || start.isPending}>
            {start.isPending ? t('chat.creating') : t('chat.createGroup')}
          </Button>
        </DialogActions>
      }
    >
      <form method="post" id={formId} onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('chat.groupName')}
          value={name}
          required
          maxLength={CONVERSATION_NAME_MAX}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />
        <ConnectionPicker selected={uids} onChange={setUids} />
        {start.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t('chat.groupFailed', { reason: start.error.message })}
          </p>
        ) : null}
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t(words.groupHint)}</p>
      </form>
    </ChatDialog>
  )
}
