import '../messages.ts'
import { DetailPage } from '../../../components/detail-page.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { FormsPlace } from './form-pages.tsx'

/** A page of its own: the way back, the form's name as the page's h1, then the form. */
const detailFrame: FormsPlace['frame'] = ({ back, title, children }) => (
  <DetailPage back={back}>
    <h1 className="mb-6 text-2xl font-bold">{title}</h1>
    {children}
  </DetailPage>
)

/** A club's forms: from and back to the club's page. */
export function clubFormsPlace(clubId: string, clubHref: string): FormsPlace {
  return {
    clubId,
    backHref: clubHref,
    backLabel: (club) => (club ? t('forms.back', { club }) : t('forms.backToForms')),
    frame: detailFrame,
  }
}

/** The school's own forms as a student answers them: from and back to their forms. */
export const myFormsPlace: FormsPlace = {
  clubId: null,
  backHref: '/forms',
  backLabel: () => t('forms.backToMyForms'),
  frame: detailFrame,
}
