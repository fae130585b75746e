import '../handover-messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { clubHandoverQuery, useCancelHandover } from '../handover-api.ts'
import { HandoverDialog } from './handover-dialog.tsx'

/**
 * The Manage area's officer hand-over (issue 37 item 6, decision 104): the one waiting,
 * if any, with "Call off"; and the form that plans or changes it. For those who may
 * change the club's officers.
 */
export function ManageHandover({ clubId }: { clubId: string }) {
  const handover = useQuery(clubHandoverQuery(clubId))
  const cancel = useCancelHandover(clubId)
  const [open, setOpen] = useState(false)
  // Each opening is a fresh form (from the hand-over waiting then); the dialog stays mounted
  // while it closes, so it can give focus back to the button that opened it.
  const [openings, setOpenings] = useState(0)
  const [status, setStatus] = useState('')
  const waiting = handover.data?.handover ?? null
  const names = waiting?.outgoing.map((person) => `${person.firstName} ${person.lastName}`)
  return (
    <section aria-labelledby="manage-handover" className="flex flex-col gap-3">
      <h3 id="manage-handover" className="text-lg font-semibold">
        {t('handover.title')}
      </h3>
      <p className="text-zinc-700 dark:text-zinc-300">{t('handover.intro')}</p>
      {waiting && names ? (
        <p className="font-medium">
          {t(names.length === 1 ? 'handover.waitingOne' : 'handover.waiting', {
            names: names.join(', '),
            date: formatDate(new Date(waiting.endsAt), 'long'),
          })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setStatus('')
            setOpenings((n) => n + 1)
            setOpen(true)
          }}
        >
          {t(waiting ? 'handover.replan' : 'handover.plan')}
        </Button>
        {waiting ? (
          <Button
            variant="secondary"
            aria-disabled={cancel.isPending}
            onClick={() => {
              if (cancel.isPending) return
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setStatus(t('handover.cancelled'))
                },
              })
            }}
          >
            {t('handover.cancel')}
          </Button>
        ) : null}
      </div>
      <p role="status" className={status ? 'text-sm font-medium' : 'sr-only'}>
        {status}
      </p>
      {cancel.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('manage.failed', { reason: cancel.error.message })}
        </p>
      ) : null}
      <HandoverDialog
        key={openings}
        clubId={clubId}
        open={open}
        waiting={waiting}
        onClose={() => {
          setOpen(false)
        }}
        onSaved={() => {
          setOpen(false)
          setStatus(t('handover.saved'))
        }}
      />
    </section>
  )
}
