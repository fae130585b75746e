import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { EditEventPage, editableEventQuery } from '../../features/event-editor/index.ts'
import { usePageName } from '../page-name.ts'
import { loader } from './clubs-route.ts'

// The event calls use the bearer client (spec 7): the JWT comes before the page.
export { loader }

/** /events/:eventId/edit: the event's managers change, publish, cancel or delete it. */
export function Component() {
  const id = useParams()['eventId'] ?? ''
  // The page loads the event; this only reads the cache, to name the page (WCAG 2.4.2).
  usePageName(useQuery({ ...editableEventQuery(id), enabled: false }).data?.title)
  return <EditEventPage id={id} />
}
