import '../messages.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { cachedCurrentUser } from '../../../lib/session/session.ts'
import { t } from '../../../lib/i18n/t.ts'
import { myMeetingsQuery } from '../api.ts'
import { personSlotsQuery } from '../person-slots.ts'
import { BookingsList } from './bookings-list.tsx'
import { OfficeHours } from './office-hours.tsx'
import { PublishDialog } from './publish-dialog.tsx'

const cardClass =
  'flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900'
const headingClass = 'text-xl font-semibold text-zinc-900 dark:text-zinc-50'
const quietClass = 'text-zinc-700 dark:text-zinc-300'

/**
 * /meetings (issue 36 item 6): the meetings the student booked, with Cancel; and for
 * staff, school admins and club officers their office hours — add one slot or a weekly
 * series, see who booked, remove a slot.
 */
export function MeetingsPage() {
  const mine = useQuery(myMeetingsQuery)
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('meetings.title')}
        </h1>
        <p className={`mt-1 ${quietClass}`}>{t('meetings.intro')}</p>
      </div>
      {mine.isPending ? (
        <p role="status" className={quietClass}>
          {t('meetings.loading')}
        </p>
      ) : null}
      {mine.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('meetings.error')}</p>
          <Button variant="secondary" onClick={() => void mine.refetch()}>
            {t('meetings.retry')}
          </Button>
        </div>
      ) : null}
      {mine.data?.canPublish ? <HostSection /> : null}
      {mine.data ? (
        <section aria-labelledby="booked-heading" className={cardClass}>
          <h2 id="booked-heading" className={headingClass}>
            {t('meetings.bookedHeading')}
          </h2>
          {mine.data.booked.length === 0 ? (
            <p className={quietClass}>{t('meetings.bookedEmpty')}</p>
          ) : (
            <BookingsList slots={mine.data.booked} showHost />
          )}
        </section>
      ) : null}
    </div>
  )
}

/** The host's part: their upcoming slots, and Add office hours. */
function HostSection() {
  // The shell's loader has the signed-in user: a private route opens only once it does.
  const uid = cachedCurrentUser(useQueryClient())?.uid ?? ''
  const slots = useQuery({ ...personSlotsQuery(uid), enabled: uid !== '' })
  const [adding, setAdding] = useState(false)
  const items = slots.data?.items ?? []
  return (
    <section aria-labelledby="host-heading" className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="host-heading" className={headingClass}>
            {t('meetings.hostHeading')}
          </h2>
          <p className={quietClass}>{t('meetings.hostIntro')}</p>
        </div>
        <Button
          onClick={() => {
            setAdding(true)
          }}
        >
          {t('meetings.add')}
        </Button>
      </div>
      {slots.isPending ? (
        <p role="status" className={quietClass}>
          {t('meetings.loading')}
        </p>
      ) : null}
      {slots.isError ? <p role="alert">{t('meetings.error')}</p> : null}
      {slots.isSuccess && items.length === 0 ? (
        <p className={quietClass}>{t('meetings.hostEmpty')}</p>
      ) : null}
      {items.length > 0 ? <OfficeHours slots={items} /> : null}
      {adding ? (
        <PublishDialog
          open
          onClose={() => {
            setAdding(false)
          }}
        />
      ) : null}
    </section>
  )
}
