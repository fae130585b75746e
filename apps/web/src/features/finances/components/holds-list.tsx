import type { Hold, HoldsAnswer } from '@quad/shared'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { HOLD_BLOCK_LABELS } from '../hold-blocks.ts'
import { dayAsDate } from '../money.ts'
import { cardClass, LastSynced, quietTextClass } from './finance-parts.tsx'

/** The holds in force: what each blocks and how to clear it. */
export function HoldsList({ holds }: { holds: HoldsAnswer }) {
  return (
    <>
      {holds.items.length === 0 ? <p className={quietTextClass}>{t('finances.noHolds')}</p> : null}
      <ul className="flex flex-col gap-4">
        {holds.items.map((hold) => (
          <li key={hold.id}>
            <HoldCard hold={hold} />
          </li>
        ))}
      </ul>
      <LastSynced at={holds.lastSyncedAt} />
    </>
  )
}

function HoldCard({ hold }: { hold: Hold }) {
  const headingId = `hold-${hold.id}`
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <h3 id={headingId} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {hold.title}
      </h3>
      <p className={quietTextClass}>
        {t('finances.holdPlaced', { date: formatDate(dayAsDate(hold.placedOn)) })}
      </p>
      {hold.reason ? <p className="mt-2 text-zinc-900 dark:text-zinc-100">{hold.reason}</p> : null}
      {hold.blocks.length > 0 ? (
        <>
          <h4 className="mt-3 font-medium text-zinc-900 dark:text-zinc-100">
            {t('finances.holdBlocks')}
          </h4>
          <ul aria-label={t('finances.holdBlocks')} className="mt-1 flex flex-wrap gap-2">
            {hold.blocks.map((block) => (
              <li
                key={block}
                className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
              >
                {t(HOLD_BLOCK_LABELS[block])}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="mt-3 font-medium text-zinc-900 dark:text-zinc-100">
        {t('finances.holdHowToClear')}
      </h4>
      <p className="mt-1 whitespace-pre-line text-zinc-900 dark:text-zinc-100">{hold.howToClear}</p>
      {hold.contact ? (
        <p className={`mt-2 ${quietTextClass}`}>
          {t('finances.holdContact', { contact: hold.contact })}
        </p>
      ) : null}
    </article>
  )
}
