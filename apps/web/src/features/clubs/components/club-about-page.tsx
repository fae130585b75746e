import type { Club } from '@quad/shared'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { isHttpError } from '../../../lib/http/http.ts'
import { hasAnyRole } from '../../../lib/session/roles.ts'
import { cachedCurrentUser } from '../../../lib/session/session.ts'
import { t } from '../../../lib/i18n/t.ts'
import { DetailLoadFailed, DetailPage as Page } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { ReportButton } from '../../moderation/index.ts'
import { clubAboutQuery } from '../api.ts'
import { ClubDetails } from './club-details.tsx'
import { ClubHeader } from './club-header.tsx'
import { ClubManage } from './club-manage.tsx'
import { ClubOfficers } from './club-officers.tsx'
import { ClubStateNote, EditClubButton } from './edit-club-button.tsx'

interface ClubAboutPageProps {
  id: string
  /** The list this page came from, with the hub segments of its URL. */
  listHref: string
  /** More buttons for the Manage area, from other sections (the route's slot: "Create event"). */
  manageActions?: (club: Club) => ReactNode
  /** The club's upcoming events: another feature's, so the route passes them in (decision 019). */
  events?: ReactNode
}

/** Spec 3 "Club about response": a club's page, its officers and details, with Join or Leave. */
export function ClubAboutPage({ id, listHref, manageActions, events = null }: ClubAboutPageProps) {
  const about = useQuery(clubAboutQuery(id))
  const user = cachedCurrentUser(useQueryClient())
  const isAdmin = hasAnyRole(user, ['school_admin'])
  const back = (
    <Link to={listHref} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {t('clubs.back')}
    </Link>
  )
  if (about.isPending) {
    return (
      <Page back={back}>
        <p role="status">{t('clubs.loadingClub')}</p>
      </Page>
    )
  }
  if (!about.data) {
    return (
      <Page back={back}>
        <DetailLoadFailed
          isMissing={isHttpError(about.error, 404)}
          missing={{ title: t('clubs.notFoundTitle'), body: t('clubs.notFoundBody') }}
          failed={{
            title: t('clubs.errorTitle'),
            body: t('clubs.aboutError'),
            retry: t('clubs.retry'),
          }}
          onRetry={() => void about.refetch()}
        />
      </Page>
    )
  }
  const { club, officers, additionalInfo, underReview } = about.data
  return (
    <Page back={back}>
      {underReview ? (
        <p
          role="status"
          className="mb-4 rounded-2xl border border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('clubs.underReview')}
        </p>
      ) : null}
      <ClubStateNote club={club} />
      <ClubHeader
        club={club}
        actions={<EditClubButton club={club} additionalInfo={additionalInfo} />}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="club-about">
          <h2 id="club-about" className="text-xl font-semibold">
            {t('clubs.about')}
          </h2>
          <p className="mt-2 text-pretty whitespace-pre-line text-zinc-800 dark:text-zinc-200">
            {club.description}
          </p>
          <ClubDetails items={additionalInfo} />
          {club.membership === 'officer' ? null : (
            // Its officers answer for a club: they edit it rather than report it.
            <div className="mt-6">
              <ReportButton kind="clubs" uid={club.id} name={club.name} />
            </div>
          )}
        </section>
        <ClubOfficers officers={officers} />
      </div>
      {events}
      {user && (isAdmin || club.membership === 'officer') ? (
        <ClubManage
          club={club}
          viewerUid={user.uid}
          isAdmin={isAdmin}
          actions={manageActions?.(club)}
        />
      ) : null}
    </Page>
  )
}
