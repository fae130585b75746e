import { CHANNEL_NAME_MAX, ChannelName, type ChannelPosting, type Conversation } from '@quad/shared'
import { useId, useState, type SubmitEvent } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { Button } from '../../../components/button.tsx'
import { TextField } from '../../../components/text-field.tsx'
import { ChatDialog } from '../components/chat-dialog.tsx'
import { DialogActions } from '../components/dialog-actions.tsx'
import { useCreateChannel, useUpdateChannel } from './channels-api.ts'

interface ChannelDialogProps {
  open: boolean
  onClose: () => void
  club: { uid: string; name: string }
  /** The channel to change; absent to open a new one. */
  channel?: Conversation | undefined
}

/**
 * An officer opens a channel in their club, or renames one, sets who posts and archives
 * it (issue 35 item 9). The name is checked by the server's own schema before it is sent.
 */
export function ChannelDialog({ open, onClose, club, channel }: ChannelDialogProps) {
  const [name, setName] = useState(channel?.name ?? '')
  const [posting, setPosting] = useState<ChannelPosting>(channel?.channel?.posting ?? 'members')
  const [nameError, setNameError] = useState<string | undefined>()
  const create = useCreateChannel(club.uid)
  const update = useUpdateChannel(channel?.id ?? 0)
  const navigate = useNavigate()
  const formId = useId()
  const postingName = useId()
  const pending = create.isPending || update.isPending
  const failure = create.error ?? update.error

  const close = () => {
    create.reset()
    update.reset()
    setNameError(undefined)
    onClose()
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = ChannelName.safeParse(name)
    if (!parsed.success) {
      setNameError(t('chat.channelNameRequired'))
      return
    }
    setNameError(undefined)
    if (!channel) {
      create.mutate(
        { name: parsed.data, posting },
        {
          onSuccess: (made) => {
            close()
            void navigate(`/chat/${String(made.id)}`)
          },
        },
      )
      return
    }
    update.mutate(
      { name: parsed.data, posting },
      {
        onSuccess: () => {
          toast(t('chat.channelSavedDone'), { type: 'Success' })
          close()
        },
      },
    )
  }
  const archived = channel?.channel?.archived ?? false
  const toggleArchive = () => {
    update.mutate(
      { archived: !archived },
      {
        onSuccess: () => {
          toast(t(archived ? 'chat.channelOpenedDone' : 'chat.channelArchivedDone'), {
            type: 'Success',
          })
          close()
        },
      },
    )
  }
  return (
    <ChatDialog
      open={open}
      title={channel ? t('chat.channelSettings') : t('chat.newChannelIn', { club: club.name })}
      onClose={close}
      footer={
        <DialogActions onCancel={close} inFooter>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? t('chat.saving') : t(channel ? 'chat.saveChannel' : 'chat.createChannel')}
          </Button>
        </DialogActions>
      }
    >
      <form method="post" id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('chat.channelName')}
          value={name}
          required
          maxLength={CHANNEL_NAME_MAX}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${formId}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value)
          }}
        />
        {nameError ? (
          <p
            id={`${formId}-name-error`}
            role="alert"
            className="-mt-2 text-sm text-red-700 dark:text-red-400"
          >
            {nameError}
          </p>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('chat.channelPosting')}</legend>
          {(['members', 'officers'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-start gap-3">
              <input
                type="radio"
                name={postingName}
                value={value}
                checked={posting === value}
                onChange={() => {
                  setPosting(value)
                }}
                className="mt-1 size-5 accent-zinc-900 dark:accent-zinc-100"
              />
              <span>
                {t(value === 'members' ? 'chat.postingMembers' : 'chat.postingOfficers')}
                {value === 'officers' ? (
                  <span className="block text-sm text-zinc-700 dark:text-zinc-300">
                    {t('chat.postingOfficersHint')}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        {failure ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t('chat.actionFailed', { reason: failure.message })}
          </p>
        ) : null}
        {channel ? (
          <div className="flex flex-col items-start gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('chat.archiveChannelHint')}
            </p>
            <Button variant="secondary" disabled={pending} onClick={toggleArchive}>
              {t(archived ? 'chat.unarchiveChannel' : 'chat.archiveChannel')}
            </Button>
          </div>
        ) : null}
      </form>
    </ChatDialog>
  )
}
