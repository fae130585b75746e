import type { ClubInfoItem } from '@quad/shared'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { textLinkClass } from '../../../components/text-link.ts'

/** Spec 3 "additionalInfo": a question and its answer; DATE answers are shown as dates. */
export function ClubDetails({ items }: { items: ClubInfoItem[] }) {
  if (items.length === 0) return null
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">{t('clubs.details')}</h3>
      <dl className="mt-2 divide-y divide-zinc-200 dark:divide-zinc-800">
        {items.map((item) => (
          <div key={item.question} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-zinc-700 dark:text-zinc-300">{item.question}</dt>
            <dd className="text-zinc-900 dark:text-zinc-50">
              <Answer item={item} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function Answer({ item }: { item: ClubInfoItem }) {
  if (item.questionType === 'DATE') {
    const date = new Date(`${item.answer}T00:00:00`)
    if (Number.isNaN(date.getTime())) return item.answer
    return <time dateTime={item.answer}>{formatDate(date)}</time>
  }
  if (item.questionType === 'URL' && /^https?:\/\//.test(item.answer)) {
    return (
      <a href={item.answer} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
        {item.answer.replace(/^https?:\/\//, '')}
        <span className="sr-only"> {t('clubs.opensInNewTab')}</span>
      </a>
    )
  }
  return item.answer
}
