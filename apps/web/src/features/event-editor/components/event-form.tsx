import type { Club, EventDetail } from '@quad/shared'
import { useState } from 'react'
import { LeaveDialog } from '../../../components/leave-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EventFormValues } from '../form-values.ts'
import { useEventForm } from '../use-event-form.ts'
import { useSaveEvent, type SaveChoice } from '../use-save-event.ts'
import { BasicsFields } from './basics-fields.tsx'
import { DetailsFields } from './details-fields.tsx'
import { EventFormActions } from './event-form-actions.tsx'
import { PlaceFields } from './place-fields.tsx'
import { QuestionsBuilder } from './questions-builder.tsx'
import { ScopeDialog } from './scope-dialog.tsx'
import { WhenFields } from './when-fields.tsx'

interface EventFormProps {
  initial: EventFormValues
  /** The event being edited; null for a new one. */
  event: EventDetail | null
  clubs: readonly Club[]
  canRunSchoolEvents: boolean
}

/** The editor: every part of an event, Save draft / Publish, and for an event that exists, its end. */
export function EventForm({ initial, event, clubs, canRunSchoolEvents }: EventFormProps) {
  const form = useEventForm(initial)
  const [cover, setCover] = useState<File | null>(null)
  const { save, isPending } = useSaveEvent(form, event)
  // A repeating event asks which occurrences first; the choice waits here meanwhile.
  const [asking, setAsking] = useState<Omit<SaveChoice, 'scope'> | null>(null)
  const submit = (publish: boolean) => {
    if (event?.seriesId) setAsking({ publish, cover })
    else save({ publish, scope: 'one', cover })
  }
  const errorCount = Object.keys(form.errors).filter((key) => key !== 'form').length
  return (
    <form
      method="post"
      aria-label={t('eventEditor.formLabel')}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(submitted) => {
        submitted.preventDefault()
        // Enter is the main button's action: Publish a new event, save an existing one.
        submit(event === null)
      }}
    >
      <BasicsFields
        form={form}
        clubs={clubs}
        canRunSchoolEvents={canRunSchoolEvents}
        isNew={event === null}
      />
      <WhenFields form={form} canRepeat={event === null || event.seriesId !== null} />
      <PlaceFields form={form} heldRoom={event?.room ? { ...event.room, features: [] } : null} />
      <DetailsFields
        form={form}
        cover={{ current: event?.coverUrl ?? null, file: cover, onChange: setCover }}
      />
      <QuestionsBuilder form={form} />
      {errorCount > 0 || form.errors['form'] ? (
        <div role="alert" className="font-medium text-red-700 dark:text-red-300">
          {errorCount > 0 ? <p>{t('eventEditor.fixErrors', { count: errorCount })}</p> : null}
          {form.errors['form'] ? (
            <p>{t('eventEditor.failed', { reason: form.errors['form'] })}</p>
          ) : null}
        </div>
      ) : null}
      <EventFormActions
        event={event}
        isPending={isPending}
        isProposal={isProposal(form.values, clubs)}
        onSave={submit}
      />
      <ScopeDialog
        open={asking !== null}
        onClose={() => {
          setAsking(null)
        }}
        onChoose={(scope) => {
          if (asking) save({ ...asking, scope })
          setAsking(null)
        }}
      />
      <LeaveDialog
        isDirty={(form.isDirty || cover !== null) && !isPending}
        strings={{
          title: t('eventEditor.leaveTitle'),
          body: t('eventEditor.leaveBody'),
          stay: t('eventEditor.leaveStay'),
          leave: t('eventEditor.leaveConfirm'),
        }}
      />
    </form>
  )
}

function isProposal(values: EventFormValues, clubs: readonly Club[]): boolean {
  return clubs.find((club) => club.id === values.clubId)?.membership === 'member'
}
