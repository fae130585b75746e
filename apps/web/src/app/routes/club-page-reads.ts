import type { QueryClient } from '@tanstack/react-query'
import { clubAboutQuery, clubLayoutQuery } from '../../features/clubs/api.ts'
import { channelOf, chosenTab } from '../../features/clubs/club-tabs.ts'
import { clubEventsQuery } from '../../features/events/index.ts'
import { readFeedFirstPage } from '../../features/feed/index.ts'

interface ClubPageAddress {
  clubId: string
  /** The tab the address names; none is the layout's default. */
  tab: string | undefined
  audience: 'student' | 'visitor'
  /** The school's events section is on (the About tab's next events, the Events tab). */
  eventsOn: boolean
}

/**
 * A club page's first screen, for its loader to start (lib/ssr/first-screen.ts): the club's
 * about and layout answers, then the chosen tab's own read — its next events on About and
 * Events, the channel's first page on a feed tab — as ClubPage and the route's slots ask
 * for them. A members list, a student's only, draws its skeleton first.
 */
export function clubPageReads(
  queryClient: QueryClient,
  { clubId, tab, audience, eventsOn }: ClubPageAddress,
): Array<() => Promise<unknown>> {
  const events = () => queryClient.ensureQueryData(clubEventsQuery(clubId, audience))
  return [
    () => queryClient.ensureQueryData(clubAboutQuery(clubId, audience)),
    async () => {
      const layout = await queryClient.ensureQueryData(clubLayoutQuery(clubId, audience))
      const current = chosenTab(layout, tab)
      const channel = current ? channelOf(current) : null
      if (channel) {
        await readFeedFirstPage(queryClient, {
          scope: 'club',
          clubId,
          channel,
          ...(audience === 'visitor' ? { audience } : {}),
        })
      } else if (eventsOn && (current === 'about' || current === 'events')) {
        await events()
      }
    },
  ]
}
