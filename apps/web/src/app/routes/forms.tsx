import { useParams } from 'react-router'
import {
  FormAnswerPage,
  MyForms,
  myFormsPlace,
  useFormPageName,
} from '../../features/forms/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { usePageName } from '../page-name.ts'

// The forms' calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/**
 * /forms (issue 37 item 1): every form open to the student; /forms/{formId}, one of the
 * school's own forms to answer (a club's opens on the club's pages).
 */
export function Component() {
  const params = useParams()
  const formId = params['formId']
  const name = useFormPageName(formId ?? '', undefined)
  usePageName(formId === undefined ? t('forms.myTitle') : name)
  if (formId === undefined) return <MyForms />
  return <FormAnswerPage place={myFormsPlace} formId={formId} />
}
