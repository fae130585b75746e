import '../messages.ts'
import type { MeetingSlot } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { FormDialog } from '../../../components/form-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useMeetingChange } from '../api.ts'
import { byDay, dayText, timeRange, whenText } from '../meeting-time.ts'
import { BookingsList } from './bookings-list.tsx'

interface BookMeetingDialogProps {
  name: string
  /** The person's slots as the viewer sees them: open ones, and the viewer's own bookings. */
  slots: readonly MeetingSlot[]
  onClose: () => void
}

/** The open slots by the school's day, each a Book button; then what was booked. */
export function BookMeetingDialog({ name, slots, onClose }: BookMeetingDialogProps) {
  const clock = useSchoolClock()
  const change = useMeetingChange()
  const [booked, setBooked] = useState<MeetingSlot | null>(null)
  const open = slots.filter((slot) => slot.status === 'open')
  const mine = slots.filter((slot) => slot.status === 'booked')
  const book = (slot: MeetingSlot) => {
    change.mutate(
      { kind: 'book', slotUid: slot.uid },
      {
        onSuccess: ([made]) => {
          setBooked(made ?? slot)
        },
        onError: (error) =>
          toast(t('meetings.failed', { reason: error.message }), { type: 'Error' }),
      },
    )
  }
  return (
    <FormDialog
      open
      title={t('meetings.bookTitle', { name })}
      closeLabel={t('meetings.bookClose')}
      onClose={onClose}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('meetings.done')}
          </Button>
        </div>
      }
    >
      {booked ? (
        <div role="status" className="mb-4 rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950">
          <p className="font-semibold">{t('meetings.bookedTitle')}</p>
          <p>{t('meetings.bookedConfirm', { name, when: whenText(booked, clock) })}</p>
        </div>
      ) : (
        <p className="mb-4 text-zinc-700 dark:text-zinc-300">{t('meetings.bookIntro', { name })}</p>
      )}
      {open.length === 0 ? (
        <p className="mb-4 text-zinc-700 dark:text-zinc-300">{t('meetings.noOpenSlots')}</p>
      ) : null}
      <div className="flex flex-col gap-4">
        {byDay(open, clock).map(({ day, slots: daySlots }) => (
          <section key={day} aria-label={dayText(daySlots[0]?.startsAt ?? '', clock)}>
            <h3 className="mb-2 text-sm font-semibold text-zinc-700 dark:text-zinc-300">
              {dayText(daySlots[0]?.startsAt ?? '', clock)}
            </h3>
            <ul className="flex flex-wrap gap-2">
              {daySlots.map((slot) => (
                <li key={slot.uid}>
                  <Button
                    variant="secondary"
                    className="!min-h-11 !px-3 text-sm"
                    aria-label={t('meetings.bookSlotLabel', { when: whenText(slot, clock) })}
                    disabled={change.isPending}
                    onClick={() => {
                      book(slot)
                    }}
                  >
                    {timeRange(slot, clock)}
                  </Button>
                  {slot.location ? <span className="sr-only">, {slot.location}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {mine.length > 0 ? (
        <section aria-labelledby="my-bookings-heading" className="mt-6">
          <h3 id="my-bookings-heading" className="mb-2 font-semibold">
            {t('meetings.yourBookings', { name })}
          </h3>
          <BookingsList slots={mine} showHost={false} />
        </section>
      ) : null}
    </FormDialog>
  )
}
