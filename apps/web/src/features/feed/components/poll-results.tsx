import type { Poll } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

/** Each option's share of the votes as a labelled bar; the viewer's own choice is marked. */
export function PollResults({ poll }: { poll: Poll }) {
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0)
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {poll.options.map((option) => {
        const percent = total === 0 ? 0 : Math.round((option.votes / total) * 100)
        const mine = poll.myVotes.includes(option.id)
        return (
          <li key={option.id}>
            <div className="flex justify-between gap-2 text-sm text-zinc-900 dark:text-zinc-50">
              <span className={mine ? 'font-semibold' : ''}>
                {option.label}
                {mine ? <span className="ml-1 font-normal">({t('feed.pollMine')})</span> : null}
              </span>
              <span>{percent}%</span>
            </div>
            <div
              role="meter"
              aria-label={option.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('feed.pollResult', { label: option.label, percent })}
              className="mt-1 h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
            >
              <div
                className="h-full rounded-full bg-school motion-safe:transition-[width]"
                style={{ width: `${String(percent)}%` }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
