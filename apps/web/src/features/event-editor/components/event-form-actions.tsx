import type { EventDetail } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { EndEventButton } from './end-event-button.tsx'

interface EventFormActionsProps {
  event: EventDetail | null
  isPending: boolean
  /** A member's club event: it goes to the officers rather than out. */
  isProposal: boolean
  onSave: (publish: boolean) => void
}

/**
 * New: Save draft and Publish (or Send to the officers). A draft or proposal: Save draft and
 * Publish, and Delete draft. Published: Save changes, and Cancel event.
 */
export function EventFormActions({ event, isPending, isProposal, onSave }: EventFormActionsProps) {
  const isPublished = event !== null && event.status !== 'draft' && event.status !== 'pending'
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-2 border-t border-zinc-200 bg-zinc-50/95 px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border dark:border-zinc-800 dark:bg-zinc-950/95">
      {isPending ? (
        <p role="status" className="mr-auto">
          {t('eventEditor.saving')}
        </p>
      ) : null}
      {event ? <EndEventButton event={event} /> : null}
      <div className="ml-auto flex flex-wrap gap-2">
        {isPublished ? (
          <Button type="submit" data-save-button disabled={isPending}>
            {t('eventEditor.save')}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              data-save-button
              disabled={isPending}
              onClick={() => {
                onSave(false)
              }}
            >
              {t('eventEditor.saveDraft')}
            </Button>
            <Button
              disabled={isPending}
              onClick={() => {
                onSave(true)
              }}
            >
              {isProposal ? t('eventEditor.propose') : t('eventEditor.publish')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
