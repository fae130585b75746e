import '../../features/clubs/messages.ts'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router'
import { clubAboutQuery, clubLayoutQuery } from '../../features/clubs/api.ts'
import { chosenTab, clubTabLabel } from '../../features/clubs/club-tabs.ts'
import { ClubPage } from '../../features/clubs/components/club-page.tsx'
import { ClubEvents } from '../../features/events/index.ts'
import { FeedList } from '../../features/feed/index.ts'
import { CreateEventLink } from '../../features/event-editor/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { schoolQuery, useSchool } from '../../lib/school/school.ts'
import { readFirstScreen } from '../../lib/ssr/first-screen.ts'
import { usePageName } from '../page-name.ts'
import { composerFor, renderPostEditor } from './feed-slots.tsx'
import { clubPageReads } from './club-page-reads.ts'
import { clubsPath, loader as clubsLoader } from './clubs-route.ts'

/** Members and school admins only, after the page's own parts: its own chunk. */
const ClubElections = lazy(() => import('../../features/elections/components/club-elections.tsx'))
/** Those who run the club only: its own chunk. */
const ClubBudget = lazy(() => import('../../features/budgets/components/club-budget.tsx'))
/** Those who run the club only: its own chunk. */
const ClubAttendance = lazy(
  () => import('../../features/attendance/components/club-attendance.tsx'),
)
/** Those who run the club only: its own chunk. */
const ClubForms = lazy(() => import('../../features/forms/components/club-forms.tsx'))
/** Signed-in students: the club's forms open to them (members, guests, everyone). */
const ClubFormsToAnswer = lazy(() => import('../../features/forms/components/forms-to-answer.tsx'))

/**
 * A signed-in student's JWT first: the club calls use the bearer client (spec 7). Then the
 * first screen's reads: the server renders the page whole from them (decision 075).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { isVisitor } = await clubsLoader(args)
  const { params, request } = args
  const queryClient = args.context.get(queryClientContext)
  const school = await queryClient.ensureQueryData(schoolQuery)
  const clubId = params['clubId'] ?? ''
  const audience = isVisitor ? ('visitor' as const) : ('student' as const)
  const reads = { clubId, tab: params['tab'], audience, eventsOn: school.sections.events }
  await readFirstScreen(clubPageReads(queryClient, reads))
  // A tab the viewer does not have goes to the page's default: the browser's page does it
  // with <Navigate>, which a server's render cannot; the server answers with the redirect.
  const layout = queryClient.getQueryData(clubLayoutQuery(clubId, audience).queryKey)
  if (import.meta.env.SSR && layout && chosenTab(layout, params['tab']) === null) {
    const search = new URL(request.url).search
    throw redirect(`${clubsPath(params)}/${encodeURIComponent(clubId)}${search}`)
  }
  return { isVisitor }
}

/**
 * A club's page in the club section: /{hubId}/{hubMenuId}/clubs/{clubId}/{tab?} (issue 16),
 * public in share mode for a listed club. The other sections' parts come in as slots: the
 * events feature's lists, the event editor's "Create event", the feed's club channels.
 */
export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  const audience = isVisitor ? ('visitor' as const) : ('student' as const)
  const params = useParams()
  const id = params['clubId'] ?? ''
  const tab = params['tab']
  usePageName(useClubPageName(id, audience, tab))
  const pageHref = `${clubsPath(params)}/${encodeURIComponent(id)}`
  const eventsOn = useSchool().sections.events
  return (
    <ClubPage
      id={id}
      audience={audience}
      tab={tab}
      pageHref={pageHref}
      listHref={clubsPath(params)}
      // Events switched off by the school (issue 30 debt 1): no event parts, no event links.
      manageActions={(club) => (eventsOn ? <CreateEventLink clubId={club.id} /> : null)}
      upcoming={
        <>
          {eventsOn ? <ClubEvents clubId={id} audience={audience} /> : null}
          {isVisitor ? null : (
            <Suspense fallback={null}>
              <ClubFormsToAnswer clubId={id} pageHref={pageHref} />
            </Suspense>
          )}
        </>
      }
      manageParts={(club) => (
        <Suspense fallback={null}>
          <ClubForms clubId={club.id} pageHref={pageHref} />
          <ClubBudget clubId={club.id} />
          <ClubAttendance clubId={club.id} />
        </Suspense>
      )}
      memberParts={() => (
        <Suspense fallback={null}>
          <ClubElections clubId={id} pageHref={pageHref} />
        </Suspense>
      )}
      events={eventsOn ? <ClubEvents clubId={id} audience={audience} shown={50} /> : null}
      feed={(channel, club) => (
        <FeedList
          scope="club"
          clubId={id}
          channel={channel}
          audience={audience}
          label={clubTabLabel(channel)}
          {...(isVisitor
            ? {}
            : {
                composer: composerFor({
                  clubId: id,
                  channel,
                  // Spec 3: a listed club is public; only its news may go to the school feed.
                  clubIsPublic: club.status === 'active' && club.published && !club.hidden,
                }),
              })}
          renderEditor={renderPostEditor}
        />
      )}
    />
  )
}

/**
 * WCAG 2.4.2: the page names the club, and the tab when it is not the first ("News ·
 * Photography Club"). The page loads both answers; this only reads the cache.
 */
function useClubPageName(id: string, audience: 'student' | 'visitor', tab: string | undefined) {
  const name = useQuery({ ...clubAboutQuery(id, audience), enabled: false }).data?.club.name
  const layout = useQuery({ ...clubLayoutQuery(id, audience), enabled: false }).data
  const shown = layout?.tabs.find((candidate) => candidate.key === tab)
  if (!name || !shown || shown.key === layout?.defaultTab) return name
  return t('clubs.tabPageName', { tab: clubTabLabel(shown.key), club: name })
}
