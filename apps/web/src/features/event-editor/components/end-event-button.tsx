import type { EventDetail } from '@quad/shared'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useCancelEvent } from '../api.ts'
import { CancelDialog } from './cancel-dialog.tsx'
import { DeleteDraftDialog } from './delete-draft-dialog.tsx'

/**
 * The end of an event: a draft or proposal is deleted (nobody else saw it); a published
 * one is cancelled with a reason its attendees are told. A cancelled one has no end left.
 */
export function EndEventButton({ event }: { event: EventDetail }) {
  const navigate = useNavigate()
  const cancel = useCancelEvent(event.id)
  const [open, setOpen] = useState(false)
  const [error, setError] = useState('')
  if (event.status === 'cancelled') return null
  const isDraft =
    event.status === 'draft' || event.status === 'pending' || event.status === 'submitted'
  const close = () => {
    setOpen(false)
    setError('')
  }
  const end = (query: { reason?: string; scope?: 'one' | 'all' }) => {
    cancel.mutate(query, {
      onSuccess: () => {
        setOpen(false)
        toast(isDraft ? t('eventEditor.deleted') : t('eventEditor.cancelled'), { type: 'Success' })
        void navigate(isDraft ? '/events' : `/events/${encodeURIComponent(event.id)}`)
      },
      onError: (failure) => {
        setError(t('eventEditor.failed', { reason: failure.message }))
      },
    })
  }
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true)
        }}
      >
        {isDraft ? t('eventEditor.deleteDraft') : t('eventEditor.cancelEvent')}
      </Button>
      {isDraft ? (
        <DeleteDraftDialog
          open={open}
          isPending={cancel.isPending}
          error={error}
          onClose={close}
          onConfirm={() => {
            end({})
          }}
        />
      ) : (
        <CancelDialog
          open={open}
          isRecurring={event.seriesId !== null}
          isPending={cancel.isPending}
          error={error}
          onClose={close}
          onConfirm={({ reason, scope }) => {
            end({ reason: reason.trim() || undefined, scope })
          }}
        />
      )}
    </>
  )
}
