import { useQuery } from '@tanstack/react-query'
import { useLoaderData, useParams } from 'react-router'
import { EventPage, eventQuery } from '../../features/events/index.ts'
import { usePageName } from '../page-name.ts'
import { loader } from './events-route.ts'

export { loader }

/** An event's page, /events/:eventId; public in share mode for the school's public events. */
export function Component() {
  const { audience } = useLoaderData<typeof loader>()
  const id = useParams()['eventId'] ?? ''
  // The page loads the event; this only reads the cache, to name the page (WCAG 2.4.2).
  usePageName(useQuery({ ...eventQuery(audience, id), enabled: false }).data?.title)
  return <EventPage id={id} audience={audience} />
}
