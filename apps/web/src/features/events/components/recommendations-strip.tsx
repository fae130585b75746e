import { isEventFull } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useFirstScreenItems } from '../../../lib/ssr/first-screen.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { recommendationsQuery, useRecommendationsSwitch } from '../recommendations-api.ts'
import { EventCard } from './event-card.tsx'
import type { SchoolClock } from '../../../lib/school/school-clock.ts'

/**
 * The cards a server-rendered page draws and hydrates (decision 075): the strip scrolls
 * sideways, and a phone shows one card and the edge of the next. The rest follow in a
 * deferred render (issue 32).
 */
const FIRST_SCREEN_RECOMMENDATIONS = 3

interface RecommendationsStripProps {
  hrefFor: (id: string) => string
  clock: SchoolClock
}

/**
 * "Recommended for you" (issue 15 item 5): each card says why it is there, in the server's
 * sentences; the switch turns recommendations off for good (PUT preferences), explained.
 */
export function RecommendationsStrip({ hrefFor, clock }: RecommendationsStripProps) {
  const recommendations = useQuery(recommendationsQuery)
  const toggle = useRecommendationsSwitch()
  const { drawn } = useFirstScreenItems(
    recommendations.data?.results ?? [],
    FIRST_SCREEN_RECOMMENDATIONS,
  )
  // Nothing to say if they did not load: the listing below is the page.
  if (!recommendations.data) return null
  const { enabled, results } = recommendations.data
  return (
    <section
      aria-labelledby="events-recs"
      className="mt-6 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 md:p-6 dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <h2 id="events-recs" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.recs.title')}
      </h2>
      <div className="mt-3">
        <SwitchField
          field="recommendations"
          label={t('events.recs.switch')}
          description={t('events.recs.explain')}
          checked={enabled}
          disabled={toggle.isPending}
          onChange={(checked) => {
            toggle.mutate(
              { recommendations: checked },
              {
                onError: (error) => {
                  toast(t('events.recs.failed', { reason: error.message }), { type: 'Error' })
                },
              },
            )
          }}
        />
      </div>
      {!enabled ? (
        <p className="mt-4 text-zinc-800 dark:text-zinc-200">{t('events.recs.off')}</p>
      ) : results.length === 0 ? (
        <p className="mt-4 text-zinc-800 dark:text-zinc-200">{t('events.recs.none')}</p>
      ) : (
        <ul
          aria-label={t('events.recs.label')}
          className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2 [&>li]:w-[85%] [&>li]:shrink-0 [&>li]:snap-start md:[&>li]:w-[26rem]"
        >
          {drawn.map(({ event, reasons }) => (
            <li key={event.id}>
              <EventCard event={event} href={hrefFor(event.id)} clock={clock}>
                {isEventFull(event) ? (
                  <p className="mt-2 text-sm font-semibold text-zinc-900 dark:text-zinc-50">
                    {t('events.recs.full')}
                  </p>
                ) : null}
                <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-700">
                  <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">
                    {t('events.recs.why')}
                  </p>
                  <ul className="list-disc pl-5 text-sm text-zinc-800 dark:text-zinc-200">
                    {reasons.map((reason) => (
                      <li key={reason.code + reason.text}>{reason.text}</li>
                    ))}
                  </ul>
                </div>
              </EventCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
