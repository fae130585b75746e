import { useLoaderData } from 'react-router'
import { EventsPage } from '../../features/events/index.ts'
import { eventsLoader as loader } from './events-route.ts'

export { loader }

/** Spec 2 /events, the events section; public in share mode. */
export function Component() {
  const { audience } = useLoaderData<typeof loader>()
  return <EventsPage audience={audience} />
}
