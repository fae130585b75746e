import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { eventRegistrationQuery, RegistrationPage } from '../../features/events/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { usePageName } from '../page-name.ts'
import { loader } from './clubs-route.ts'

// The answers come through the bearer client (spec 7): the JWT comes before the page.
export { loader }

/** /events/:eventId/registration: the event's registration answers, for its organisers. */
export function Component() {
  const id = useParams()['eventId'] ?? ''
  // The page loads the answers; this only reads the cache, to name the page (WCAG 2.4.2).
  const title = useQuery({ ...eventRegistrationQuery(id), enabled: false }).data?.title
  usePageName(title === undefined ? undefined : `${t('eventRegistration.title')} · ${title}`)
  return <RegistrationPage eventId={id} />
}
