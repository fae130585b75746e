import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { formQuery, formResultsQuery } from '../api.ts'
import { FormAnswerPage, FormEditPage, FormResultsPage, type FormsPlace } from './form-pages.tsx'

/** The page's name: the form's title (or what the page does with it) once it is read. */
export function useFormPageName(formId: string, view: string | undefined): string | undefined {
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
 * `{base}/{formId}` and its views, wherever forms are (a club's pages, the admin console,
 * the student's forms): `new` builds one, `…/edit` changes it, `…/results` sums its
 * answers, the form itself is answered (a preview for those who run it). An unknown
 * ending leads to the form. The route names the page (`useFormPageName`).
 */
export function FormRoute({
  place,
  base,
  formId,
  view,
}: {
  place: FormsPlace
  base: string
  formId: string
  view: string | undefined
}) {
  if (formId === 'new' && view === undefined) return <FormEditPage place={place} formId={null} />
  if (view === 'edit') return <FormEditPage place={place} formId={formId} />
  if (view === 'results') return <FormResultsPage place={place} formId={formId} />
  if (view !== undefined) return <Navigate to={`${base}/${encodeURIComponent(formId)}`} replace />
  return <FormAnswerPage place={place} formId={formId} />
}
