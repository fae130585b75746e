import '../../features/forms/messages.ts'
import { useParams } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import {
  FormRoute,
  ManagedForms,
  useFormPageName,
  type FormsPlace,
} from '../../features/forms/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { usePageName } from '../page-name.ts'

// The forms' calls use the bearer client: the JWT is fetched before the page renders.
export { loader } from './clubs-route.ts'

/** The school's own forms inside the admin console: its frame, an h2 under its h1. */
const adminPlace: FormsPlace = {
  clubId: null,
  backHref: '/admin/forms',
  backLabel: () => t('forms.backToSchoolForms'),
  frame: ({ back, title, children }) => (
    <div className="flex flex-col gap-6">
      <p>{back}</p>
      <AdminPageHeader title={title} />
      <div>{children}</div>
    </div>
  ),
}

/**
 * /admin/forms (decision 110): the school's own forms, for staff; /admin/forms/new,
 * …/{formId}/edit and …/results build and read one, /admin/forms/{formId} previews it.
 * The frame is admin.tsx.
 */
export function Component() {
  const params = useParams()
  const formId = params['formId']
  const view = params['view']
  const name = useFormPageName(formId ?? '', view)
  usePageName(formId === undefined ? undefined : name)
  if (formId === undefined) {
    return (
      <ManagedForms
        clubId={null}
        base="/admin/forms"
        heading={{ level: 2, text: t('admin.formsPage'), intro: t('forms.schoolIntro') }}
      />
    )
  }
  return <FormRoute place={adminPlace} base="/admin/forms" formId={formId} view={view} />
}
