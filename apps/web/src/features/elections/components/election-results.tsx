import type { Election, ElectionPosition } from '@quad/shared'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { CandidateLine } from './candidate-line.tsx'

const nameOf = (position: ElectionPosition, candidateId: string) => {
  const found = position.candidates.find((candidate) => candidate.id === candidateId)
  return found ? `${found.firstName} ${found.lastName}` : ''
}

/**
 * The counts once voting has closed: each position's candidates by votes with a bar, who
 * leads (or, confirmed, who was elected), and a tie said in words.
 */
export function ElectionResults({ election }: { election: Election }) {
  const confirmed = election.phase === 'confirmed'
  return (
    <section aria-labelledby="election-results" className="flex flex-col gap-4">
      <h2 id="election-results" className="text-xl font-semibold">
        {t('elections.resultsTitle')}
      </h2>
      {election.positions.map((position) => {
        const most = Math.max(1, ...position.candidates.map((c) => c.votes ?? 0))
        const sorted = [...position.candidates].sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0))
        const tied = !confirmed && position.leaders.length > 1
        return (
          <div
            key={position.id}
            className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800"
          >
            <h3 className="text-lg font-semibold">{position.title}</h3>
            {sorted.length === 0 ? (
              <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('elections.noneStood')}</p>
            ) : null}
            {tied ? (
              <p className="mt-2 font-medium text-amber-900 dark:text-amber-200">
                {t('elections.tie', {
                  names: position.leaders.map((id) => nameOf(position, id)).join(', '),
                })}
              </p>
            ) : null}
            <ul className="mt-3 flex flex-col gap-4">
              {sorted.map((candidate) => {
                const votes = candidate.votes ?? 0
                const leads = position.leaders.includes(candidate.id)
                const badge = leads && (confirmed || !tied)
                return (
                  <li key={candidate.id} className="flex flex-col gap-2">
                    <CandidateLine
                      candidate={{ ...candidate, statement: '' }}
                      aside={
                        <span className="shrink-0 text-right">
                          <span className="block font-semibold tabular-nums">
                            {votes === 1
                              ? t('elections.voteOne')
                              : t('elections.votes', { count: formatNumber(votes) })}
                          </span>
                          {badge ? (
                            <span className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
                              {t(confirmed ? 'elections.elected' : 'elections.leading')}
                            </span>
                          ) : null}
                        </span>
                      }
                    />
                    <div
                      className="h-2 rounded-full bg-zinc-100 dark:bg-zinc-800"
                      aria-hidden="true"
                    >
                      <div
                        className={`h-2 rounded-full ${leads ? 'bg-school' : 'bg-zinc-400'}`}
                        style={{ width: `${String((votes / most) * 100)}%` }}
                      />
                    </div>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
    </section>
  )
}
