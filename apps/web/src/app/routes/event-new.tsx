import { useSearchParams } from 'react-router'
import { NewEventPage } from '../../features/event-editor/index.ts'
import { t } from '../../lib/i18n/t.ts'
import { usePageName } from '../page-name.ts'
import { loader } from './clubs-route.ts'

// The event and club calls use the bearer client (spec 7): the JWT comes before the page.
export { loader }

/** /events/new: a new event; `?clubId=` preselects that club (a club's Manage area links here). */
export function Component() {
  const [params] = useSearchParams()
  usePageName(t('eventEditor.newTitle'))
  return <NewEventPage clubId={params.get('clubId')} />
}
