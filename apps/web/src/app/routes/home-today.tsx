import '../../features/chat/messages.ts'
import '../../features/connections/messages.ts'
import type { SchoolSections } from '@quad/shared'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { conversationsQuery } from '../../features/chat/api.ts'
import { UnreadChats } from '../../features/chat/components/unread-chats.tsx'
import {
  PendingRequests,
  pendingRequestsQuery,
} from '../../features/connections/components/pending-requests.tsx'
import { MyNextEvents, myNextEventsQuery } from '../../features/events/index.ts'
import { t } from '../../lib/i18n/t.ts'

interface RailSettings {
  sections: SchoolSections
  connect: boolean
}

/** Each card of the rail, when the school shows it, and the read it draws. */
const cards: ReadonlyArray<{
  key: string
  shown: (settings: RailSettings) => boolean
  Card: ComponentType
  read: (queryClient: QueryClient) => Promise<unknown>
}> = [
  {
    key: 'events',
    shown: (s) => s.sections.events,
    Card: MyNextEvents,
    read: (queryClient) => queryClient.ensureQueryData(myNextEventsQuery),
  },
  {
    key: 'chat',
    shown: (s) => s.sections.chat,
    Card: UnreadChats,
    read: (queryClient) => queryClient.ensureQueryData(conversationsQuery('')),
  },
  {
    key: 'requests',
    shown: (s) => s.connect && s.sections.directory,
    Card: PendingRequests,
    read: (queryClient) => queryClient.ensureQueryData(pendingRequestsQuery),
  },
]

/** The rail's reads, for home's loader to start (lib/ssr/first-screen.ts). */
export function todayRailReads(
  queryClient: QueryClient,
  settings: RailSettings,
): Array<() => Promise<unknown>> {
  return cards.filter((card) => card.shown(settings)).map((card) => () => card.read(queryClient))
}

/**
 * Home's "Today" rail (issue 16 item 4), composed from the features that own each list;
 * a section the school turned off is not shown, nor requests at a school without connect.
 * A row to swipe on a phone, a column beside the feed from `lg`.
 */
export function TodayRail({ sections, connect }: { sections: SchoolSections; connect: boolean }) {
  return (
    <section aria-labelledby="home-today">
      <h2 id="home-today" className="mb-3 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('home.todayHeading')}
      </h2>
      <div className="-mx-4 grid snap-x scroll-px-4 auto-cols-[minmax(16rem,80%)] grid-flow-col gap-3 overflow-x-auto px-4 pb-2 sm:auto-cols-[minmax(16rem,45%)] lg:mx-0 lg:grid-flow-row lg:auto-cols-auto lg:overflow-visible lg:px-0 [&>*]:snap-start">
        {cards
          .filter((card) => card.shown({ sections, connect }))
          .map(({ key, Card }) => (
            <Card key={key} />
          ))}
      </div>
    </section>
  )
}
