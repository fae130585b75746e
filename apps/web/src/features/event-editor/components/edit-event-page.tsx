import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { editableEventQuery } from '../api.ts'
import { eventFormOf } from '../form-values.ts'
import { LoadFailed } from './load-failed.tsx'
import { EditorFrame } from './editor-frame.tsx'
import { EventForm } from './event-form.tsx'

/** /events/:eventId/edit: the event as saved, in the same form; the server decides who may. */
export function EditEventPage({ id }: { id: string }) {
  const event = useQuery(editableEventQuery(id))
  const frame = (body: React.ReactNode) => (
    <EditorFrame
      title={t('eventEditor.editTitle')}
      back={{ to: `/events/${encodeURIComponent(id)}`, label: t('eventEditor.backToEvent') }}
    >
      {body}
    </EditorFrame>
  )
  if (event.isPending) return frame(<p role="status">{t('eventEditor.loading')}</p>)
  if (!event.data) {
    return frame(<LoadFailed onRetry={() => void event.refetch()} />)
  }
  const detail = event.data
  return frame(
    <>
      {detail.status === 'cancelled' ? (
        <p
          role="status"
          className="rounded-2xl border border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('eventEditor.cancelledNote', { reason: detail.cancelReason ?? '' })}
        </p>
      ) : null}
      <EventForm
        // A refetch after saving starts the form over from what the server holds.
        key={detail.updatedAt}
        initial={eventFormOf(detail)}
        event={detail}
        clubs={[]}
        canRunSchoolEvents={false}
      />
    </>,
  )
}
