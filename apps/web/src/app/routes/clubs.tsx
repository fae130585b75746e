import '../../features/clubs/messages.ts'
import { useLoaderData, useParams } from 'react-router'
import { ClubsPage } from '../../features/clubs/components/clubs-page.tsx'
import { VisitorClubs } from '../../features/clubs/components/visitor-clubs.tsx'
import { clubsPath, loader } from './clubs-route.ts'

// A signed-in student's JWT first: the club calls use the bearer client (spec 7).
export { loader }

/** Spec 2 /{hubId}/{hubMenuId}/clubs, the club section; public in share mode. */
export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  const params = useParams()
  if (isVisitor) return <VisitorClubs />
  return <ClubsPage hrefFor={(id) => `${clubsPath(params)}/${encodeURIComponent(id)}`} />
}
