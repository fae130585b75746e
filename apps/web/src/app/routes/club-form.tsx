import '../../features/forms/messages.ts'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from 'react-router'
import {
  FormAnswerPage,
  FormEditPage,
  formQuery,
  FormResultsPage,
  formResultsQuery,
} from '../../features/forms/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { usePageName } from '../page-name.ts'
import { clubsPath } from './clubs-route.ts'

// The forms' calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/** The page's name: the form's title (or what the page does with it) once it is read. */
function useFormPageName(formId: string, view: string | undefined) {
  const form = useQuery({ ...formQuery(formId), enabled: false }).data
  const results = useQuery({ ...formResultsQuery(formId), enabled: false }).data
  if (formId === 'new') return t('forms.newTitle')
  if (view === 'edit') return t('forms.editTitle')
  if (view === 'results') {
    return results ? t('forms.resultsNamed', { title: results.form.title }) : undefined
  }
  return form?.title
}

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
  const page = { clubId, clubHref }
  if (formId === 'new' && view === undefined) return <FormEditPage {...page} formId={null} />
  if (view === 'edit') return <FormEditPage {...page} formId={formId} />
  if (view === 'results') return <FormResultsPage {...page} formId={formId} />
  // An unknown ending leads to the form itself.
  if (view !== undefined) return <Navigate to={`${clubHref}/forms/${formId}`} replace />
  return <FormAnswerPage {...page} formId={formId} />
}
