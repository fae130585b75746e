import '../../features/chat/messages.ts'
import '../../features/connections/messages.ts'
import type { SchoolSections } from '@quad/shared'
import { UnreadChats } from '../../features/chat/components/unread-chats.tsx'
import { PendingRequests } from '../../features/connections/components/pending-requests.tsx'
import { MyNextEvents } from '../../features/events/index.ts'
import { t } from '../../lib/i18n/t.ts'

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
        {sections.events ? <MyNextEvents /> : null}
        {sections.chat ? <UnreadChats /> : null}
        {connect && sections.directory ? <PendingRequests /> : null}
      </div>
    </section>
  )
}
