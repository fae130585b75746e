import type { Event } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { eventZoneTime, whenText } from '../event-time.ts'
import type { SchoolClock } from '../../../lib/school/school-clock.ts'

/** The time line: on the school's clock, the event's own clock added when its zone differs. */
export function EventWhen({ event, clock }: { event: Event; clock: SchoolClock }) {
  const { text, allDay } = whenText(event, clock)
  const zoned = eventZoneTime(event, clock)
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
