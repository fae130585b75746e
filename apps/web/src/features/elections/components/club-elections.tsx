import '../messages.ts'
import type { ElectionPhase, ElectionSummary } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { StatusChip, type StatusChipTone } from '../../../components/status-chip.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { clubElectionsQuery } from '../api.ts'
import { ElectionDialog } from './election-dialog.tsx'

/** Each phase's chip: the live ones stand out, the finished ones recede. */
const PHASE_TONE: Record<ElectionPhase, StatusChipTone> = {
  nominating: 'info',
  voting: 'success',
  closed: 'warning',
  confirmed: 'neutral',
  cancelled: 'muted',
}

export function PhaseChip({ phase }: { phase: ElectionPhase }) {
  return <StatusChip tone={PHASE_TONE[phase]}>{t(`elections.phase.${phase}`)}</StatusChip>
}

/**
 * The Elections part of a club's About tab (issue 37 item 2), for its members and school
 * admins: the club's elections, each a link to its page; "Call an election" for those who
 * may change the officers. Nothing at all when there is none and the viewer runs nothing.
 */
export function ClubElections({ clubId, pageHref }: { clubId: string; pageHref: string }) {
  const elections = useQuery(clubElectionsQuery(clubId))
  const [open, setOpen] = useState(false)
  // Each opening is a fresh form.
  const [openings, setOpenings] = useState(0)
  const opener = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const data = elections.data
  if (!data || (data.items.length === 0 && !data.canManage)) return null
  const hrefOf = (election: ElectionSummary) =>
    `${pageHref}/elections/${encodeURIComponent(election.id)}`
  return (
    <section aria-labelledby="club-elections" className="mt-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="club-elections" className="text-xl font-semibold">
            {t('elections.title')}
          </h2>
          <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('elections.intro')}</p>
        </div>
        {data.canManage ? (
          <Button
            ref={opener}
            variant="secondary"
            onClick={() => {
              setOpenings((n) => n + 1)
              setOpen(true)
            }}
          >
            {t('elections.call')}
          </Button>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('elections.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 rounded-2xl bg-white ring-1 ring-zinc-200 dark:divide-zinc-800 dark:bg-zinc-900 dark:ring-zinc-800">
          {data.items.map((election) => (
            <li key={election.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <Link to={hrefOf(election)} className={`text-base font-semibold ${textLinkClass}`}>
                {election.title}
              </Link>
              <PhaseChip phase={election.phase} />
              <span className="w-full text-sm text-zinc-700 sm:w-auto dark:text-zinc-300">
                {t('elections.votingDates', {
                  from: formatDate(new Date(election.votingOpensAt), 'dateTime'),
                  until: formatDate(new Date(election.votingClosesAt), 'dateTime'),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.canManage ? (
        <ElectionDialog
          key={openings}
          clubId={clubId}
          open={open}
          onClose={() => {
            setOpen(false)
            opener.current?.focus()
          }}
          onCreated={(election) => {
            setOpen(false)
            void navigate(hrefOf(election))
          }}
        />
      ) : null}
    </section>
  )
}

export default ClubElections
