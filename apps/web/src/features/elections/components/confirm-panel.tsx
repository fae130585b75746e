import type { Election } from '@quad/shared'
import { useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useConfirmElection } from '../api.ts'

/**
 * For those who run the club once voting has closed: who takes each tied position, then
 * "Confirm and appoint" (those elected become officers at once, decision 108).
 */
export function ConfirmPanel({ election }: { election: Election }) {
  const ties = election.positions.filter((position) => position.leaders.length > 1)
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [missing, setMissing] = useState('')
  const confirm = useConfirmElection(election.clubId, election.id)
  const [asking, setAsking] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  function ask() {
    if (confirm.isPending) return
    const open = ties.find((position) => !chosen[position.id])
    if (open) {
      setMissing(t('elections.tieMissing', { position: open.title }))
      document.querySelector<HTMLInputElement>(`input[name="tie-${open.id}"]`)?.focus()
      return
    }
    setMissing('')
    setAsking(true)
  }
  function submit() {
    setAsking(false)
    confirm.mutate(
      {
        ties: ties.map((position) => ({
          positionId: position.id,
          candidateId: chosen[position.id] ?? '',
        })),
      },
      {
        onSuccess: () => {
          toast(t('elections.confirmed'))
          // This panel is gone with the phase: focus the page's title.
          document.getElementById('election-title')?.focus()
        },
      },
    )
  }
  return (
    <section
      aria-labelledby="election-confirm"
      className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-4 dark:bg-amber-950"
    >
      <div>
        <h2 id="election-confirm" className="text-xl font-semibold">
          {t('elections.confirmTitle')}
        </h2>
        <p className="mt-1">{t('elections.confirmIntro')}</p>
      </div>
      {ties.map((position) => (
        <fieldset key={position.id} className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">
            {t('elections.tieChoice', { position: position.title })}
          </legend>
          {position.leaders.map((candidateId) => {
            const candidate = position.candidates.find((c) => c.id === candidateId)
            if (!candidate) return null
            return (
              <label key={candidateId} className="flex min-h-11 items-center gap-3 px-2">
                <input
                  type="radio"
                  name={`tie-${position.id}`}
                  className="size-5 accent-school"
                  checked={chosen[position.id] === candidateId}
                  onChange={() => {
                    setChosen({ ...chosen, [position.id]: candidateId })
                  }}
                />
                <span>
                  {candidate.firstName} {candidate.lastName}
                </span>
              </label>
            )
          })}
        </fieldset>
      ))}
      {missing ? <p className={fieldErrorClass}>{missing}</p> : null}
      {confirm.error ? (
        <p role="alert" className={fieldErrorClass}>
          {t('elections.failed', { reason: confirm.error.message })}
        </p>
      ) : null}
      <div>
        <Button ref={opener} aria-disabled={confirm.isPending} onClick={ask}>
          {confirm.isPending ? t('elections.confirming') : t('elections.confirm')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('elections.confirmAsk')}
        body={t('elections.confirmAskBody')}
        confirmLabel={t('elections.confirm')}
        cancelLabel={t('elections.cancel')}
        onConfirm={submit}
        onCancel={() => {
          setAsking(false)
        }}
        onClosed={() => {
          opener.current?.focus()
        }}
      />
    </section>
  )
}
