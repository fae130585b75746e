import { useId, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { daysOf, dayKey, fromDayKey, stepDate } from '../calendar-dates.ts'
import { calendarTitle } from '../calendar-format.ts'
import { writeCalendarState } from '../calendar-params.ts'
import { zoneLabel } from '../../../lib/i18n/zone-label.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { schoolNow } from '../calendar-zone.ts'
import { useCalendarState } from '../use-calendar-state.ts'
import { AgendaView } from './agenda-view.tsx'
import { CalendarHeader } from './calendar-header.tsx'
import { CalendarToolbar } from './calendar-toolbar.tsx'
import { MonthView } from './month-view.tsx'
import { SourceToggles } from './source-toggles.tsx'
import { TimeGrid } from './time-grid.tsx'
import { ViewSwitch } from './view-switch.tsx'

/**
 * Spec 2 /calendar: month, week, day and agenda over one request per visible range, the
 * sources toggled and kept in the address with the view and date. A visitor (share mode)
 * sees the school's public events, with no toggles and no subscription.
 */
export function CalendarPage({ isVisitor }: { isVisitor: boolean }) {
  const titleId = useId()
  const navigate = useNavigate()
  const location = useLocation()
  const { state, sources, date, range, query, placed, change } = useCalendarState(isVisitor)
  const clock = useSchoolClock()
  const { zone } = clock
  const days = useMemo(() => daysOf(range), [range])
  const dayHref = (day: string) => {
    const params = new URLSearchParams(location.search)
    return `?${writeCalendarState(params, { view: 'day', date: day }).toString()}`
  }
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <CalendarHeader isVisitor={isVisitor} />
      <div className="mt-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <CalendarToolbar
          title={calendarTitle(state.view, date, range)}
          titleId={titleId}
          view={state.view}
          onStep={(direction) => {
            change((current) => ({
              date: dayKey(stepDate(current.view, fromDayKey(current.date), direction)),
            }))
          }}
          onToday={() => {
            change({ date: dayKey(schoolNow(zone)) })
          }}
        />
        <ViewSwitch
          value={state.view}
          onChange={(view) => {
            change({ view })
          }}
        />
      </div>
      {clock.labelled ? (
        <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          {t('calendar.zoneNote', {
            zone: zone.replaceAll('_', ' '),
            label: zoneLabel(zone, fromDayKey(state.date)),
          })}
        </p>
      ) : null}
      {isVisitor ? null : (
        <div className="mt-3">
          <SourceToggles
            value={sources}
            onChange={(next) => {
              change({ sources: next })
            }}
          />
        </div>
      )}
      <div className="mt-2 min-h-6" role="status">
        {query.isPending ? t('calendar.loading') : null}
        {!isVisitor && sources.length === 0 ? t('calendar.noSources') : null}
      </div>
      {query.isError ? (
        <div role="alert" className="mb-3 flex flex-wrap items-center gap-3">
          <span className="text-red-700 dark:text-red-300">{t('calendar.error')}</span>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('calendar.retry')}
          </Button>
        </div>
      ) : null}
      <section aria-labelledby={titleId} className="mt-1">
        {state.view === 'month' ? (
          <MonthView
            range={range}
            date={state.date}
            placed={placed}
            titleId={titleId}
            isVisitor={isVisitor}
            dayHref={dayHref}
            onMove={(next) => {
              change({ date: next }, { replace: true })
            }}
            onOpenDay={(day) => {
              void navigate(dayHref(day))
            }}
          />
        ) : null}
        {state.view === 'week' || state.view === 'day' ? (
          <TimeGrid key={state.view} days={days} placed={placed} isVisitor={isVisitor} />
        ) : null}
        {state.view === 'agenda' ? (
          <AgendaView
            range={range}
            placed={placed}
            isVisitor={isVisitor}
            isLoading={query.isPending}
          />
        ) : null}
      </section>
    </div>
  )
}
