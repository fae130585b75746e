import type { Club } from '@quad/shared'
import type { ReactNode } from 'react'
import { ClubFacts } from './club-facts.tsx'
import { ClubLogo } from './club-logo.tsx'
import { MembershipButton } from './membership-button.tsx'

interface ClubHeaderProps {
  club: Club
  actions?: ReactNode
  /** False for a share-mode visitor, who signs in first. */
  canJoin?: boolean
}

/**
 * The club's cover, logo, name and facts, with Join or Leave (none on an archived club,
 * which is read-only) and the page's own actions (Edit club).
 */
export function ClubHeader({ club, actions, canJoin = true }: ClubHeaderProps) {
  return (
    <header className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
      <div className="aspect-[4/1] min-h-24 bg-school">
        {club.coverUrl ? (
          <img src={club.coverUrl} alt="" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end">
        <div className="-mt-12 shrink-0 self-start rounded-3xl bg-white p-1 dark:bg-zinc-900">
          <ClubLogo name={club.name} logoUrl={club.logoUrl} size="lg" />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-zinc-900 dark:text-zinc-50">
            {club.name}
          </h1>
          <ClubFacts club={club} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {actions}
          {club.status === 'archived' || !canJoin ? null : <MembershipButton club={club} />}
        </div>
      </div>
    </header>
  )
}
