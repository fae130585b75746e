import type { Election } from '@quad/shared'
import { useRef, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useWithdraw } from '../api.ts'
import { CandidateLine } from './candidate-line.tsx'
import { StandDialog } from './stand-dialog.tsx'

/**
 * While members stand (phase `nominating`): each position and who stands for it, "Stand
 * for a position" for a member who does not stand yet, "Nominate a member" for those who
 * run the club, and a way to withdraw (one's own, or anyone's for those who run it).
 */
export function Nominations({ election }: { election: Election }) {
  const [dialog, setDialog] = useState<'stand' | 'nominate' | null>(null)
  const [openings, setOpenings] = useState(0)
  const [last, setLast] = useState<'stand' | 'nominate'>('stand')
  const standButton = useRef<HTMLButtonElement>(null)
  const nominateButton = useRef<HTMLButtonElement>(null)
  // Where focus goes when the button that had it is gone (one stood, or withdrew).
  const heading = useRef<HTMLHeadingElement>(null)
  const withdraw = useWithdraw(election.clubId, election.id)
  const { viewer } = election
  const open = (kind: 'stand' | 'nominate') => () => {
    setOpenings((n) => n + 1)
    setLast(kind)
    setDialog(kind)
  }
  const standingFor = election.positions.find((p) => p.id === viewer.candidacy?.positionId)
  return (
    <section aria-labelledby="election-candidates" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="election-candidates" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('elections.positions')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {standingFor || !viewer.member ? null : (
            <Button ref={standButton} onClick={open('stand')}>
              {t('elections.stand')}
            </Button>
          )}
          {viewer.canManage ? (
            <Button ref={nominateButton} variant="secondary" onClick={open('nominate')}>
              {t('elections.nominate')}
            </Button>
          ) : null}
        </div>
      </div>
      {standingFor ? (
        <p className="font-medium">{t('elections.standing', { position: standingFor.title })}</p>
      ) : null}
      {withdraw.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('elections.failed', { reason: withdraw.error.message })}
        </p>
      ) : null}
      {election.positions.map((position) => (
        <div
          key={position.id}
          className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
        >
          <h3 className="text-lg font-semibold">{position.title}</h3>
          {position.candidates.length === 0 ? (
            <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('elections.noCandidates')}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-4">
              {position.candidates.map((candidate) => {
                const own = candidate.id === viewer.candidacy?.candidateId
                const name = `${candidate.firstName} ${candidate.lastName}`
                return (
                  <li key={candidate.id}>
                    <CandidateLine
                      candidate={candidate}
                      aside={
                        own || viewer.canManage ? (
                          <Button
                            variant="secondary"
                            aria-label={own ? undefined : t('elections.withdrawName', { name })}
                            aria-disabled={withdraw.isPending}
                            onClick={() => {
                              if (withdraw.isPending) return
                              withdraw.mutate(candidate.id, {
                                onSuccess: () => {
                                  toast(t('elections.withdrawn'))
                                  heading.current?.focus()
                                },
                              })
                            }}
                          >
                            {t('elections.withdraw')}
                          </Button>
                        ) : null
                      }
                    />
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      ))}
      <StandDialog
        key={openings}
        election={election}
        nominate={dialog === 'nominate'}
        open={dialog !== null}
        onClose={() => {
          setDialog(null)
          // Back to the button that opened it; gone once the viewer stands: the heading.
          const opener = (last === 'stand' ? standButton : nominateButton).current
          ;(opener ?? heading.current)?.focus()
        }}
      />
    </section>
  )
}
