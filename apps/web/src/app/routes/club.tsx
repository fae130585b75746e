import '../../features/clubs/messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useLoaderData, useParams } from 'react-router'
import { clubAboutQuery } from '../../features/clubs/api.ts'
import { ClubAboutPage } from '../../features/clubs/components/club-about-page.tsx'
import { ClubEvents } from '../../features/events/index.ts'
import { VisitorClubs } from '../../features/clubs/components/visitor-clubs.tsx'
import { CreateEventLink } from '../../features/event-editor/index.ts'
import { usePageName } from '../page-name.ts'
import { clubsPath, loader } from './clubs-route.ts'

// A signed-in student's JWT first: the club calls use the bearer client (spec 7).
export { loader }

/** A club's page in the club section: /{hubId}/{hubMenuId}/clubs/{clubId}. */
export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  const params = useParams()
  const id = params['clubId'] ?? ''
  // The about page loads the club; this only reads the cache, to name the page (WCAG 2.4.2).
  usePageName(useQuery({ ...clubAboutQuery(id), enabled: false }).data?.club.name)
  if (isVisitor) return <VisitorClubs />
  return (
    <ClubAboutPage
      id={id}
      listHref={clubsPath(params)}
      manageActions={(club) => <CreateEventLink clubId={club.id} />}
      events={<ClubEvents clubId={id} />}
    />
  )
}
