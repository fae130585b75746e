import type { TranscriptEntry } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useDeleteEntry } from '../api.ts'
import { CARD, dayText } from './record-sections.tsx'

const STATUS = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  returned: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
} as const

/** The student's own activities, every status, with staff's note; approved ones are kept as they are. */
export function MyEntries(props: {
  entries: TranscriptEntry[]
  onAdd: () => void
  onEdit: (entry: TranscriptEntry) => void
}) {
  const remove = useDeleteEntry()
  return (
    <section aria-label={t('transcript.myEntries')} className={CARD}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('transcript.myEntries')}</h2>
        <Button onClick={props.onAdd}>{t('transcript.addEntry')}</Button>
      </header>
      {props.entries.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('transcript.noEntries')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {props.entries.map((entry) => (
            <li key={entry.uid} className="flex flex-col gap-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{entry.title}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[entry.status]}`}
                >
                  {t(`transcript.status.${entry.status}`)}
                </span>
              </div>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                {[entry.category.name, entry.organization, dayText(entry.startDate)]
                  .filter(Boolean)
                  .join(' · ')}{' '}
                · {t('transcript.hours', { hours: String(entry.hours) })}
              </span>
              {entry.reviewNote ? (
                <p className="text-sm">{t('transcript.note', { note: entry.reviewNote })}</p>
              ) : null}
              <div className="flex gap-2">
                {entry.status === 'approved' ? null : (
                  <Button
                    variant="secondary"
                    aria-label={t('transcript.editLabel', { title: entry.title })}
                    onClick={() => {
                      props.onEdit(entry)
                    }}
                  >
                    {t('transcript.edit')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  aria-label={t('transcript.deleteLabel', { title: entry.title })}
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.mutate(entry.uid)
                  }}
                >
                  {t('transcript.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
