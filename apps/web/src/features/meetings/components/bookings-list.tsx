import '../messages.ts'
import type { MeetingSlot } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { whenText } from '../meeting-time.ts'
import { nameOf } from '../person-name.ts'
import { ConfirmSlotAction } from './confirm-slot-action.tsx'

interface BookingsListProps {
  slots: readonly MeetingSlot[]
  /** Name the host on each (the meetings page lists many hosts; a profile's dialog one). */
  showHost: boolean
}

/** Meetings the student booked, soonest first, each with Cancel (asked first). */
export function BookingsList({ slots, showHost }: BookingsListProps) {
  const clock = useSchoolClock()
  return (
    <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
      {slots.map((slot) => {
        const when = whenText(slot, clock)
        return (
          <li key={slot.uid} className="flex flex-wrap items-center gap-3 py-3 first:pt-0">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold">{when}</p>
              {showHost ? <p>{t('meetings.with', { name: nameOf(slot.host) })}</p> : null}
              {slot.location ? (
                <p className="text-sm text-zinc-700 dark:text-zinc-300">{slot.location}</p>
              ) : null}
            </div>
            <ConfirmSlotAction
              slotUid={slot.uid}
              kind="cancel"
              label={t('meetings.cancel')}
              accessibleLabel={t('meetings.cancelLabel', { when })}
              question={{
                title: t('meetings.cancelTitle'),
                body: t('meetings.cancelBody', { when, name: nameOf(slot.host) }),
                confirm: t('meetings.cancelConfirm'),
              }}
            />
          </li>
        )
      })}
    </ul>
  )
}
