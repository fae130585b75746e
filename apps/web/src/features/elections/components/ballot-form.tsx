import { BallotBody, type Election } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldErrorClass } from '../../../components/field-styles.ts'
import { schemaErrors } from '../../../lib/form-errors.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useVote } from '../api.ts'
import { CandidateLine } from './candidate-line.tsx'

const ABSTAIN = ''

/**
 * The member's secret ballot while voting is open (decision 108): one radio group per
 * position, "No vote" first; cast once. After that, and for those who may not vote, it
 * says so instead.
 */
export function BallotForm({ election }: { election: Election }) {
  const [choices, setChoices] = useState<Record<string, string>>({})
  const [error, setError] = useState('')
  const vote = useVote(election.clubId, election.id)
  const { viewer } = election
  if (viewer.voted || vote.isSuccess) {
    return (
      <p
        role="status"
        className="rounded-2xl bg-emerald-50 p-4 font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {t('elections.voted')}
      </p>
    )
  }
  if (!viewer.eligible) {
    return (
      <p className="rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-800">
        {t('elections.notEligible', {
          date: formatDate(new Date(election.eligibleAt), 'dateTime'),
        })}
      </p>
    )
  }
  function submit() {
    const body = {
      choices: Object.entries(choices)
        .filter(([, candidateId]) => candidateId !== ABSTAIN)
        .map(([positionId, candidateId]) => ({ positionId, candidateId })),
    }
    if (vote.isPending) return
    if (body.choices.length === 0 || Object.keys(schemaErrors(BallotBody, body)).length > 0) {
      setError(t('elections.chooseOne'))
      return
    }
    setError('')
    vote.mutate(body)
  }
  return (
    <section aria-labelledby="election-ballot" className="flex flex-col gap-4">
      <div>
        <h2 id="election-ballot" className="text-xl font-semibold">
          {t('elections.ballotTitle')}
        </h2>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('elections.ballotIntro')}</p>
      </div>
      <form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {election.positions.map((position) => {
          const name = `ballot-${position.id}`
          const chosen = choices[position.id] ?? ABSTAIN
          const pick = (candidateId: string) => {
            setChoices({ ...choices, [position.id]: candidateId })
          }
          return (
            <div
              key={position.id}
              className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
            >
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-lg font-semibold">{position.title}</legend>
                <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-zinc-100 dark:hover:bg-zinc-800">
                  <input
                    type="radio"
                    name={name}
                    className="size-5 accent-school"
                    checked={chosen === ABSTAIN}
                    onChange={() => {
                      pick(ABSTAIN)
                    }}
                  />
                  <span>{t('elections.abstain')}</span>
                </label>
                {position.candidates.map((candidate) => (
                  <label
                    key={candidate.id}
                    className="flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
                  >
                    <input
                      type="radio"
                      name={name}
                      className="mt-3 size-5 shrink-0 accent-school"
                      checked={chosen === candidate.id}
                      onChange={() => {
                        pick(candidate.id)
                      }}
                    />
                    <CandidateLine candidate={candidate} />
                  </label>
                ))}
              </fieldset>
            </div>
          )
        })}
        {error ? (
          <p role="alert" className={fieldErrorClass}>
            {error}
          </p>
        ) : null}
        {vote.error ? (
          <p role="alert" className={fieldErrorClass}>
            {t('elections.failed', { reason: vote.error.message })}
          </p>
        ) : null}
        <div>
          <Button type="submit" aria-disabled={vote.isPending}>
            {vote.isPending ? t('elections.casting') : t('elections.cast')}
          </Button>
        </div>
      </form>
    </section>
  )
}
