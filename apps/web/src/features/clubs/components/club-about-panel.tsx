import type { Club, ClubAbout } from '@quad/shared'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { ReportButton } from '../../moderation/index.ts'
import { ClubDetails } from './club-details.tsx'
import { ClubManage } from './club-manage.tsx'
import { ClubOfficers } from './club-officers.tsx'

interface ClubAboutPanelProps {
  about: ClubAbout
  /** The signed-in student (null: a share-mode visitor, who reads no officers and reports nothing). */
  viewer: { uid: string; isAdmin: boolean } | null
  /** The club's upcoming events (the route's slot, from the events feature). */
  upcoming: ReactNode
  /** More buttons for the Manage area, from other sections ("Create event"). */
  manageActions?: ((club: Club) => ReactNode) | undefined
  /** Parts for its members and school admins, from other sections ("Elections"). */
  memberParts?: ((club: Club) => ReactNode) | undefined
  /** Parts of the Manage area from other sections ("Budget"). */
  manageParts?: ((club: Club) => ReactNode) | undefined
}

/**
 * The About tab (spec 3 "Club about response"): what the club says, its details (DATE
 * answers as dates), its officers, its next events, and the Manage area for its officers
 * and school admins.
 */
export function ClubAboutPanel({
  about,
  viewer,
  upcoming,
  manageActions,
  memberParts,
  manageParts,
}: ClubAboutPanelProps) {
  const { club, officers, additionalInfo } = about
  const runs = viewer !== null && (viewer.isAdmin || club.membership === 'officer')
  const inside = viewer !== null && (viewer.isAdmin || club.membership !== null)
  return (
    <>
      <div className={`grid gap-8 ${viewer ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
        <section aria-labelledby="club-about">
          <h2 id="club-about" className="text-xl font-semibold">
            {t('clubs.about')}
          </h2>
          <p className="mt-2 text-pretty whitespace-pre-line text-zinc-800 dark:text-zinc-200">
            {club.description}
          </p>
          <ClubDetails items={additionalInfo} />
          {viewer === null || club.membership === 'officer' ? null : (
            // Its officers answer for a club: they edit it rather than report it.
            <div className="mt-6">
              <ReportButton kind="clubs" uid={club.id} name={club.name} />
            </div>
          )}
        </section>
        {viewer ? <ClubOfficers officers={officers} /> : null}
      </div>
      {upcoming}
      {inside ? memberParts?.(club) : null}
      {runs ? (
        <ClubManage
          club={club}
          viewerUid={viewer.uid}
          isAdmin={viewer.isAdmin}
          actions={manageActions?.(club)}
          parts={manageParts?.(club)}
        />
      ) : null}
    </>
  )
}
