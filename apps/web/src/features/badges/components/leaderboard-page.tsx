import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubsPageQuery } from '../../clubs/index.ts'
import { leaderboardQuery } from '../api.ts'
import { LeaderboardList } from './leaderboard-list.tsx'
import { LeaderboardSwitch } from './leaderboard-switch.tsx'

const CARD =
  'flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800'

/**
 * /leaderboard: the term's points of the students who opted in, school-wide or in one of
 * the viewer's clubs (`?club=`, kept in the URL), the viewer's own standing, and the switch.
 */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams()
  const club = params.get('club')
  const scopeId = useId()
  const board = useQuery(leaderboardQuery(club))
  const clubs = useQuery(clubsPageQuery({ search: '', membership: 'mine' }, 1))
  const scopeName = board.data?.club?.name ?? t('badges.scopeSchool')
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t('badges.leaderboardTitle')}</h1>
        {board.data ? (
          <p className="text-zinc-700 dark:text-zinc-300">
            {t('badges.leaderboardIntro', { term: board.data.term.name })}
          </p>
        ) : null}
      </header>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={scopeId} className="text-sm font-medium">
          {t('badges.scope')}
        </label>
        <select
          id={scopeId}
          value={club ?? ''}
          className={fieldControlClass}
          onChange={(event) => {
            const next = new URLSearchParams()
            if (event.target.value) next.set('club', event.target.value)
            setParams(next, { replace: true })
          }}
        >
          <option value="">{t('badges.scopeSchool')}</option>
          {clubs.data?.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {board.isPending ? <p role="status">{t('badges.loading')}</p> : null}
      {board.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('badges.error')}</p>
          <Button variant="secondary" onClick={() => void board.refetch()}>
            {t('badges.retry')}
          </Button>
        </div>
      ) : null}
      {board.data ? (
        <>
          <section aria-labelledby={`${scopeId}-you`} className={CARD}>
            <h2 id={`${scopeId}-you`} className="text-lg font-semibold">
              {t('badges.youTitle')}
            </h2>
            <p>
              {board.data.me.rank === null
                ? t('badges.youNone')
                : t('badges.youRanked', {
                    points: String(board.data.me.points),
                    rank: String(board.data.me.rank),
                  })}
            </p>
            {board.data.me.optedIn ? null : (
              <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('badges.youHidden')}</p>
            )}
            <LeaderboardSwitch />
          </section>
          <section className={CARD}>
            {board.data.entries.length === 0 ? (
              <p role="status">{t('badges.empty')}</p>
            ) : (
              <LeaderboardList
                entries={board.data.entries}
                label={t('badges.listLabel', { scope: scopeName })}
              />
            )}
          </section>
        </>
      ) : null}
    </div>
  )
}
