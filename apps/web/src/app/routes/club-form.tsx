import { useParams } from 'react-router'
import { clubFormsPlace, FormRoute, useFormPageName } from '../../features/forms/index.ts'
import { usePageName } from '../page-name.ts'
import { clubsPath } from './clubs-route.ts'

// The forms' calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/**
 * /{hubId}/{hubMenuId}/clubs/{clubId}/forms/{formId} (issue 37 item 1): one of a club's
 * forms to answer (a preview for those who run it); …/edit, the builder, and …/results,
 * the answers summed, for its officers and school admins; forms/new builds one.
 */
export function Component() {
  const params = useParams()
  const clubId = params['clubId'] ?? ''
  const formId = params['formId'] ?? ''
  const view = params['view']
  usePageName(useFormPageName(formId, view))
  const clubHref = `${clubsPath(params)}/${encodeURIComponent(clubId)}`
  return (
    <FormRoute
      place={clubFormsPlace(clubId, clubHref)}
      base={`${clubHref}/forms`}
      formId={formId}
      view={view}
    />
  )
}
