import type { Candidate } from '@quad/shared'
import type { ReactNode } from 'react'
import { PersonAvatar } from '../../../components/person-avatar.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** A candidate: picture, name, who nominated them, their statement, and what the place adds. */
export function CandidateLine({ candidate, aside }: { candidate: Candidate; aside?: ReactNode }) {
  const name = `${candidate.firstName} ${candidate.lastName}`
  return (
    <div className="flex items-start gap-3">
      <PersonAvatar
        firstName={candidate.firstName}
        lastName={candidate.lastName}
        photoUrl={candidate.photoUrl}
        small
      />
      <div className="min-w-0 grow">
        <p className="font-semibold">{name}</p>
        {candidate.selfNominated ? null : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {t(candidate.statement ? 'elections.nominatedWrote' : 'elections.nominated')}
          </p>
        )}
        {candidate.statement ? (
          <p className="mt-1 text-pretty whitespace-pre-line text-zinc-800 dark:text-zinc-200">
            {candidate.statement}
          </p>
        ) : null}
      </div>
      {aside}
    </div>
  )
}
