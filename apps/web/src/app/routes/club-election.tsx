import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { ElectionPage, electionQuery } from '../../features/elections/index.ts'
import { usePageName } from '../page-name.ts'
import { clubsPath } from './clubs-route.ts'

// The election's calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/**
 * /{hubId}/{hubMenuId}/clubs/{clubId}/elections/{electionId} (issue 37 item 2): one of a
 * club's officer elections, for its members and school admins.
 */
export function Component() {
  const params = useParams()
  const clubId = params['clubId'] ?? ''
  const electionId = params['electionId'] ?? ''
  const title = useQuery({ ...electionQuery(clubId, electionId), enabled: false }).data?.title
  usePageName(title)
  return (
    <ElectionPage
      clubId={clubId}
      electionId={electionId}
      clubHref={`${clubsPath(params)}/${encodeURIComponent(clubId)}`}
    />
  )
}
