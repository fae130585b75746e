import type { ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import type { Audience } from '../../../lib/http/audience-request.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useInfiniteList } from '../../../lib/paging/infinite-list.ts'
import { useFirstScreenItems } from '../../../lib/ssr/first-screen.ts'
import { eventListOptions, type EventsFilter } from '../api.ts'
import { EventCard } from './event-card.tsx'
import type { SchoolClock } from '../../../lib/school/school-clock.ts'

/**
 * The cards a server-rendered page draws and hydrates (decision 075): below the
 * recommendations on a phone, two rows of two on a wide screen. The rest of the page's 20
 * follow in a deferred render, which React splits into short tasks (issue 32).
 */
const FIRST_SCREEN_EVENTS = 4

interface EventResultsProps {
  audience: Audience
  filter: EventsFilter
  hrefFor: (id: string) => string
  clock: SchoolClock
  onReset: (change: Partial<EventsFilter>) => void
  /** What a student who may create events can do when nothing is planned. */
  createAction: ReactNode
}

/** The listing's cards, a page at a time with Load more; every empty state says what next. */
export function EventResults({
  audience,
  filter,
  hrefFor,
  clock,
  onReset,
  createAction,
}: EventResultsProps) {
  const list = useInfiniteList(eventListOptions(audience, filter, clock.zone))
  const { drawn, isDrawing } = useFirstScreenItems(list.items, FIRST_SCREEN_EVENTS)
  if (list.query.isPending) return <p role="status">{t('events.loading')}</p>
  if (list.query.isError && list.items.length === 0) {
    return (
      <ResultsMessage
        role="alert"
        icon="flag"
        title={t('events.errorTitle')}
        body={t('events.errorBody')}
        action={<Button onClick={() => void list.query.refetch()}>{t('events.retry')}</Button>}
      />
    )
  }
  if (list.items.length === 0)
    return <EmptyEvents filter={filter} onReset={onReset} createAction={createAction} />
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {drawn.map((event) => (
          <li key={event.id}>
            <EventCard event={event} href={hrefFor(event.id)} clock={clock} />
          </li>
        ))}
      </ul>
      {/* The list's end waits for its cards. */}
      {isDrawing ? null : (
        <div className="mt-6 flex flex-col items-center gap-2">
          {list.loadMoreFailed ? (
            <p role="alert" className="text-red-800 dark:text-red-300">
              {t('events.loadMoreFailed')}
            </p>
          ) : null}
          {list.hasMore ? (
            <Button variant="secondary" disabled={list.isLoadingMore} onClick={list.loadMore}>
              {list.isLoadingMore ? t('events.loadingMore') : t('events.loadMore')}
            </Button>
          ) : (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('events.allShown')}</p>
          )}
        </div>
      )}
    </>
  )
}

function EmptyEvents({
  filter,
  onReset,
  createAction,
}: Pick<EventResultsProps, 'filter' | 'onReset' | 'createAction'>) {
  const isFiltered = Boolean(filter.search || filter.category || filter.clubId)
  if (isFiltered) {
    return (
      <ResultsMessage
        role="status"
        icon="search"
        title={t('events.emptyTitle')}
        body={t('events.emptyFiltered')}
        action={
          <Button onClick={() => onReset({ search: '', category: null, clubId: null })}>
            {t('events.clearFilters')}
          </Button>
        }
      />
    )
  }
  const body = {
    upcoming: t('events.emptyUpcoming'),
    week: t('events.emptyWeek'),
    mine: t('events.emptyMine'),
  }[filter.view]
  return (
    <ResultsMessage
      role="status"
      icon="calendar"
      title={t('events.emptyTitle')}
      body={body}
      action={
        filter.view === 'upcoming' ? (
          createAction
        ) : (
          <Button onClick={() => onReset({ view: 'upcoming' })}>{t('events.showUpcoming')}</Button>
        )
      }
    />
  )
}
