import type { Club, ClubAbout, ClubChannel, ClubTab } from '@quad/shared'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, Navigate, useLocation } from 'react-router'
import { isHttpError } from '../../../lib/http/http.ts'
import { hasAnyRole } from '../../../lib/session/roles.ts'
import { cachedCurrentUser } from '../../../lib/session/session.ts'
import { t } from '../../../lib/i18n/t.ts'
import { DetailLoadFailed, DetailPage as Page } from '../../../components/detail-page.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { clubAboutQuery, clubLayoutQuery, type ClubAudience } from '../api.ts'
import { ABOUT_ONLY, channelOf, chosenTab } from '../club-tabs.ts'
import { ClubAboutPanel } from './club-about-panel.tsx'
import { ClubHeader } from './club-header.tsx'
import { ClubTabList } from './club-tab-list.tsx'
import { ClubStateNote, EditClubButton } from './edit-club-button.tsx'
import { MembersList } from './members-list.tsx'
import { VisitorClubNote } from './visitor-club-note.tsx'

export interface ClubPageProps {
  id: string
  audience: ClubAudience
  /** The tab the URL names (`/…/clubs/:clubId/:tab?`); none is the layout's default. */
  tab: string | undefined
  /** The club's page without a tab, with its hub segments. */
  pageHref: string
  /** The list this page came from, with the hub segments of its URL. */
  listHref: string
  /** The About tab's next events and the Events tab: the events feature's, as slots (019). */
  upcoming?: ReactNode
  events?: ReactNode
  /**
   * The News, Discussion and Forum panels: the feed's list of the channel (the route's
   * slot), given the club (whether it is public decides if its news may be shared).
   */
  feed?: ((channel: ClubChannel, club: Club) => ReactNode) | undefined
  /** More buttons for the Manage area, from other sections (the route's slot: "Create event"). */
  manageActions?: (club: Club) => ReactNode
  /** Parts for the club's members and school admins on About ("Elections"), from other sections. */
  memberParts?: (club: Club) => ReactNode
  /** Parts of the Manage area from other sections ("Budget"). */
  manageParts?: (club: Club) => ReactNode
}

/**
 * A club's page (issue 16 "Club pages"): its header, then the tabs the layout call gives
 * the viewer, each an address of its own, and the chosen tab's panel. A share-mode
 * visitor opens a listed club: About, public events and news, and a sign-in for the rest.
 */
export function ClubPage(props: ClubPageProps) {
  const { id, audience, tab, pageHref, listHref } = props
  const about = useQuery(clubAboutQuery(id, audience))
  const layout = useQuery(clubLayoutQuery(id, audience))
  const { search } = useLocation()
  const back = (
    <Link to={listHref} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {t('clubs.back')}
    </Link>
  )
  if (about.isPending || layout.isPending) {
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
  // The about answer is the page; without its layout the page is its About tab.
  const tabs = layout.data ?? ABOUT_ONLY
  const current = chosenTab(tabs, tab)
  const hrefOf = (key: ClubTab) =>
    `${key === tabs.defaultTab ? pageHref : `${pageHref}/${key}`}${search}`
  if (current === null) return <Navigate to={hrefOf(tabs.defaultTab)} replace />
  const { club, additionalInfo, underReview } = about.data
  const visitor = audience === 'visitor'
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
        canJoin={!visitor}
        actions={visitor ? null : <EditClubButton club={club} additionalInfo={additionalInfo} />}
      />
      {visitor ? <VisitorClubNote /> : null}
      {tabs.tabs.length > 1 ? (
        <ClubTabList clubName={club.name} tabs={tabs.tabs} current={current} hrefOf={hrefOf} />
      ) : null}
      <div className="mt-6">
        <ClubPanel {...props} tab={current} about={about.data} />
      </div>
    </Page>
  )
}

type ClubPanelProps = Omit<ClubPageProps, 'tab'> & {
  tab: ClubTab
  about: ClubAbout
}

/** The chosen tab's panel; a feed channel without the route's slot shows nothing. */
function ClubPanel({
  tab,
  about,
  audience,
  upcoming,
  events,
  feed,
  manageActions,
  memberParts,
  manageParts,
}: ClubPanelProps) {
  const user = cachedCurrentUser(useQueryClient())
  const viewer =
    audience === 'student' && user
      ? { uid: user.uid, isAdmin: hasAnyRole(user, ['school_admin']) }
      : null
  const channel = channelOf(tab)
  if (channel) return feed?.(channel, about.club) ?? null
  if (tab === 'events') return events ?? null
  if (tab === 'members' && viewer) {
    return <MembersList clubId={about.club.id} viewerUid={viewer.uid} headingLevel={2} />
  }
  return (
    <ClubAboutPanel
      about={about}
      viewer={viewer}
      upcoming={upcoming ?? null}
      manageActions={manageActions}
      memberParts={memberParts}
      manageParts={manageParts}
    />
  )
}
