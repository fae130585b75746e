import type { Event } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { buttonVariants } from '../../../components/button-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { eventIcsHref } from '../api.ts'
import { downloadIcs } from '../rsvp-api.ts'

/**
 * "Add to calendar": the event as an .ics file. A public event is a plain link (the route
 * answers visitors); a members-only one is fetched with the student's token, since a
 * browser link cannot carry it.
 */
export function AddToCalendar({ event }: { event: Pick<Event, 'id' | 'title' | 'public'> }) {
  const [isBusy, setBusy] = useState(false)
  if (event.public) {
    return (
      <a href={eventIcsHref(event.id)} download className={buttonVariants.secondary}>
        {t('events.addToCalendar')}
      </a>
    )
  }
  return (
    <Button
      variant="secondary"
      disabled={isBusy}
      onClick={() => {
        setBusy(true)
        downloadIcs(event.id, event.title)
          .catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error)
            toast(t('events.addFailed', { reason }), { type: 'Error' })
          })
          .finally(() => {
            setBusy(false)
          })
      }}
    >
      {t('events.addToCalendar')}
    </Button>
  )
}
