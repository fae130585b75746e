import type { Event } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { eventZoneTime, whenText } from '../event-time.ts'

/** The time line: in the viewer's zone, the event's own clock added when its zone differs. */
export function EventWhen({ event, viewerZone }: { event: Event; viewerZone: string }) {
  const { text, allDay } = whenText(event, viewerZone)
  const zoned = eventZoneTime(event, viewerZone)
  return (
    <>
      <span>
        {text}
        {allDay ? ` · ${t('events.allDay')}` : null}
      </span>
      {zoned ? (
        <span className="block text-sm text-zinc-700 dark:text-zinc-300">
          {t('events.zoneTime', zoned)}
        </span>
      ) : null}
    </>
  )
}
