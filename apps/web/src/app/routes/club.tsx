import '../i18n/clubs-messages.ts'
import { useLoaderData, useParams } from 'react-router'
import { ClubAboutPage } from '../../features/clubs/components/club-about-page.tsx'
import { VisitorClubs } from '../../features/clubs/components/visitor-clubs.tsx'
import { clubsPath, loader } from './clubs-route.ts'

// A signed-in student's JWT first: the club calls use the bearer client (spec 7).
export { loader }

/** A club's page in the club section: /{hubId}/{hubMenuId}/clubs/{clubId}. */
export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  const params = useParams()
  if (isVisitor) return <VisitorClubs />
  return <ClubAboutPage id={params['clubId'] ?? ''} listHref={clubsPath(params)} />
}
