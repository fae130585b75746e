import '../messages.ts'
import type { Election } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { DetailLoadFailed, DetailPage as Page } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { formatDate, formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { electionQuery, useCancelElection } from '../api.ts'
import { BallotForm } from './ballot-form.tsx'
import { PhaseChip } from './club-elections.tsx'
import { ConfirmPanel } from './confirm-panel.tsx'
import { ElectionResults } from './election-results.tsx'
import { Nominations } from './nominations.tsx'

interface ElectionPageProps {
  clubId: string
  electionId: string
  /** The club's page, which the way back leads to. */
  clubHref: string
}

/**
 * A club election's page (issue 37 item 2, decision 108): where it stands, then what the
 * phase offers: standing, the ballot, or the result (and its confirmation).
 */
export function ElectionPage({ clubId, electionId, clubHref }: ElectionPageProps) {
  const election = useQuery(electionQuery(clubId, electionId))
  const back = (name: string) => (
    <Link to={clubHref} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {t('elections.back', { club: name })}
    </Link>
  )
  if (election.isPending) {
    return (
      <Page back={back(t('elections.title'))}>
        <p role="status">{t('elections.loading')}</p>
      </Page>
    )
  }
  if (!election.data) {
    return (
      <Page back={back(t('elections.title'))}>
        <DetailLoadFailed
          isMissing={isHttpError(election.error, 404) || isHttpError(election.error, 403)}
          missing={{ title: t('elections.notFoundTitle'), body: t('elections.notFoundBody') }}
          failed={{
            title: t('elections.errorTitle'),
            body: t('elections.errorBody'),
            retry: t('elections.retry'),
          }}
          onRetry={() => void election.refetch()}
        />
      </Page>
    )
  }
  const data = election.data
  return (
    <Page back={back(data.clubName)}>
      <ElectionHeader election={data} />
      <div className="mt-8 flex flex-col gap-8">
        {data.phase === 'nominating' ? <Nominations election={data} /> : null}
        {data.phase === 'voting' ? <BallotForm election={data} /> : null}
        {data.phase === 'closed' && data.viewer.canManage ? <ConfirmPanel election={data} /> : null}
        {data.phase === 'closed' || data.phase === 'confirmed' ? (
          <ElectionResults election={data} />
        ) : null}
      </div>
    </Page>
  )
}

const NOTE_DATE: Record<Election['phase'], (e: Election) => string | null> = {
  nominating: (e) => e.votingOpensAt,
  voting: (e) => e.votingClosesAt,
  closed: (e) => e.votingClosesAt,
  confirmed: (e) => e.confirmedAt,
  cancelled: () => null,
}

/** Title, club, phase, the date that matters now, turnout, and "Call off" for those who run it. */
function ElectionHeader({ election }: { election: Election }) {
  const date = NOTE_DATE[election.phase](election)
  const live = election.phase !== 'confirmed' && election.phase !== 'cancelled'
  return (
    <header className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-zinc-600 dark:text-zinc-400">{election.clubName}</p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="election-title" tabIndex={-1} className="text-3xl font-bold text-balance">
          {election.title}
        </h1>
        <PhaseChip phase={election.phase} />
      </div>
      <p className="text-zinc-800 dark:text-zinc-200">
        {t(`elections.note.${election.phase}`, {
          date: date ? formatDate(new Date(date), 'dateTime') : '',
        })}
      </p>
      {election.phase === 'nominating' ? null : (
        <p className="text-zinc-700 dark:text-zinc-300">
          {t('elections.turnout', {
            voted: formatNumber(election.votedCount),
            eligible: formatNumber(election.eligibleCount),
          })}
        </p>
      )}
      {live && election.viewer.canManage ? <CallOff election={election} /> : null}
    </header>
  )
}

function CallOff({ election }: { election: Election }) {
  const [asking, setAsking] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const cancel = useCancelElection(election.clubId, election.id)
  return (
    <div>
      <Button
        ref={opener}
        variant="secondary"
        onClick={() => {
          setAsking(true)
        }}
      >
        {t('elections.callOff')}
      </Button>
      {cancel.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {t('elections.failed', { reason: cancel.error.message })}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('elections.callOff')}
        body={t('elections.callOffBody')}
        confirmLabel={t('elections.callOff')}
        cancelLabel={t('elections.cancel')}
        onConfirm={() => {
          setAsking(false)
          cancel.mutate(undefined, {
            onSuccess: () => {
              toast(t('elections.calledOff'))
              // The button is gone with the phase: focus the page's title.
              document.getElementById('election-title')?.focus()
            },
          })
        }}
        onCancel={() => {
          setAsking(false)
        }}
        onClosed={() => {
          opener.current?.focus()
        }}
      />
    </div>
  )
}
