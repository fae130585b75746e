import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { overviewQuery, type RangeDays } from '../api.ts'
import { ActivityTable } from './activity-table.tsx'
import { MeasureTile } from './measure-tile.tsx'
import { RangePicker } from './range-picker.tsx'

/** The activity half of the overview: the range, a tile per measure, or the table. */
export function ActivitySection() {
  const [days, setDays] = useState<RangeDays>(30)
  const [asTable, setAsTable] = useState(false)
  const query = useQuery(overviewQuery(days))
  const overview = query.data
  return (
    <section aria-labelledby="overview-activity" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id="overview-activity"
          className="text-xl font-semibold text-zinc-900 dark:text-zinc-50"
        >
          {t('overview.activityHeading')}
        </h3>
        <div className="flex flex-wrap items-center gap-3">
          <RangePicker value={days} onChange={setDays} />
          <Button
            variant="secondary"
            aria-pressed={asTable}
            className="aria-pressed:bg-zinc-200 dark:aria-pressed:bg-zinc-700"
            onClick={() => setAsTable(!asTable)}
          >
            {t('overview.showTable')}
          </Button>
        </div>
      </div>
      {query.isError && !overview ? (
        <div role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="text-zinc-800 dark:text-zinc-200">{t('overview.error')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('overview.retry')}
          </Button>
        </div>
      ) : !overview ? (
        <p role="status" className="mt-4 text-zinc-700 dark:text-zinc-300">
          {t('overview.loading')}
        </p>
      ) : asTable ? (
        <div className="mt-4">
          <ActivityTable overview={overview} />
        </div>
      ) : (
        <div
          className={`mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? 'opacity-70' : ''}`}
          aria-busy={query.isPlaceholderData}
        >
          {overview.measures.map((measure) => (
            <MeasureTile
              key={measure.key}
              measure={measure}
              days={days}
              from={overview.from}
              to={overview.to}
              bucket={overview.bucket}
            />
          ))}
        </div>
      )}
    </section>
  )
}
