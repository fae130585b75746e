import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { CheckInPage, checkInEventQuery } from '../../features/check-in/index.ts'
import { usePageName } from '../page-name.ts'
import { loader } from './clubs-route.ts'

// The check-in calls use the bearer client (spec 7): the JWT comes before the page.
export { loader }

/** /events/:eventId/check-in: the event's managers check attendees in, online or not. */
export function Component() {
  const id = useParams()['eventId'] ?? ''
  // The page loads the event; this only reads the cache, to name the page (WCAG 2.4.2).
  usePageName(useQuery({ ...checkInEventQuery(id), enabled: false }).data?.title)
  return <CheckInPage eventId={id} />
}
