import '../messages.ts'
import type { MeetingSlot } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { byDay, dayText, timeRange, whenText } from '../meeting-time.ts'
import { nameOf } from '../person-name.ts'
import { ConfirmSlotAction } from './confirm-slot-action.tsx'

/** The host's upcoming slots by day: open, or who booked; each with Remove (asked first). */
export function OfficeHours({ slots }: { slots: readonly MeetingSlot[] }) {
  const clock = useSchoolClock()
  return (
    <div className="flex flex-col gap-4">
      {byDay(slots, clock).map(({ day, slots: daySlots }) => (
        <section key={day} aria-label={dayText(daySlots[0]?.startsAt ?? '', clock)}>
          <h3 className="mb-1 text-sm font-semibold text-zinc-700 dark:text-zinc-300">
            {dayText(daySlots[0]?.startsAt ?? '', clock)}
          </h3>
          <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {daySlots.map((slot) => {
              const when = whenText(slot, clock)
              const guest = slot.guest ? nameOf(slot.guest) : null
              return (
                <li key={slot.uid} className="flex flex-wrap items-center gap-3 py-2">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-semibold">{timeRange(slot, clock)}</p>
                    <p
                      className={
                        guest
                          ? 'text-rose-800 dark:text-rose-300'
                          : 'text-zinc-700 dark:text-zinc-300'
                      }
                    >
                      {guest ? t('meetings.bookedBy', { name: guest }) : t('meetings.open')}
                      {slot.location ? ` · ${slot.location}` : ''}
                    </p>
                  </div>
                  <ConfirmSlotAction
                    slotUid={slot.uid}
                    kind="remove"
                    label={t('meetings.remove')}
                    accessibleLabel={t('meetings.removeLabel', { when })}
                    question={{
                      title: t('meetings.removeTitle'),
                      body: guest
                        ? t('meetings.removeBookedBody', { when, name: guest })
                        : t('meetings.removeBody', { when }),
                      confirm: t('meetings.removeConfirm'),
                    }}
                  />
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
