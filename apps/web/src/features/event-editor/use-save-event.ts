import { CreateEventBody, UpdateEventBody, type EventDetail, type EventScope } from '@quad/shared'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { t } from '../../lib/i18n/t.ts'
import { toast } from '../../lib/toasts/toast.ts'
import { useCreateEvent, useUpdateEvent, useUploadCover } from './api.ts'
import { createBody, updateBody } from './form-values.ts'
import type { EventFormApi } from './use-event-form.ts'

export interface SaveChoice {
  publish: boolean
  scope: EventScope
  cover: File | null
}

function savedMessage(saved: EventDetail, isNew: boolean): string {
  if (saved.status === 'draft') return t('eventEditor.savedDraft')
  if (saved.status === 'pending') return t('eventEditor.proposed')
  if (saved.status === 'submitted') return t('eventEditor.submitted')
  return isNew ? t('eventEditor.published') : t('eventEditor.saved')
}

/**
 * Create or update, checked first with the same shared schema the server uses; then the
 * cover (it needs the event's id), then the event's page. A server 400 lands on its field.
 */
export function useSaveEvent(form: EventFormApi, event: EventDetail | null) {
  const create = useCreateEvent()
  const update = useUpdateEvent(event?.id ?? '')
  const upload = useUploadCover()
  const navigate = useNavigate()
  // Navigate once the saved values have rendered, so the leave guard sees nothing unsaved.
  const [next, setNext] = useState<string | null>(null)
  useEffect(() => {
    if (next !== null) void navigate(next)
  }, [next, navigate])

  const finish = async (saved: EventDetail, cover: File | null) => {
    if (cover) {
      await upload.mutateAsync({ id: saved.id, file: cover }).catch((error: unknown) => {
        toast(t('eventEditor.coverFailed', { reason: String(error) }), { type: 'Error' })
      })
    }
    toast(savedMessage(saved, event === null), { type: 'Success' })
    form.markSaved()
    setNext(`/events/${encodeURIComponent(saved.id)}`)
  }
  const handlers = (cover: File | null) => ({
    onSuccess: (saved: EventDetail) => void finish(saved, cover),
    onError: form.fail,
  })

  const save = ({ publish, scope, cover }: SaveChoice) => {
    if (event === null) {
      const body = createBody(form.values, publish)
      if (form.check(CreateEventBody, body)) create.mutate(body, handlers(cover))
      return
    }
    const body = updateBody(form.values, event, scope, publish)
    if (form.check(UpdateEventBody, body)) update.mutate(body, handlers(cover))
  }
  return {
    save,
    isPending: create.isPending || update.isPending || upload.isPending || next !== null,
  }
}
