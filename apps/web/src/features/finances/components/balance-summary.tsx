import type { BursarAnswer } from '@quad/shared'
import { buttonVariants } from '../../../components/button-styles.ts'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { formatMoney } from '../../../lib/i18n/money.ts'
import { dayAsDate } from '../money.ts'
import { LastSynced, quietTextClass } from './finance-parts.tsx'

/**
 * The balance due and by when (the page's first thing, in its card), the school's Pay button (its own
 * label, a new tab) and who to ask. Terms in another currency are not in the total
 * (decision 052), and the student is told which.
 */
export function BalanceSummary({ bursar }: { bursar: BursarAnswer }) {
  const others = bursar.terms.filter(
    (term) => term.currency !== bursar.currency && term.balanceMinor !== 0,
  )
  const owing = bursar.balanceMinor > 0
  return (
    <>
      <p className="text-4xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {formatMoney(Math.max(bursar.balanceMinor, 0), bursar.currency)}
      </p>
      <p className="mt-1 text-lg text-zinc-900 dark:text-zinc-100">
        {owing && bursar.dueOn
          ? t('finances.dueBy', { date: formatDate(dayAsDate(bursar.dueOn)) })
          : null}
        {!owing ? t('finances.nothingDue') : null}
        {bursar.balanceMinor < 0
          ? ` ${t('finances.credit', { amount: formatMoney(-bursar.balanceMinor, bursar.currency) })}`
          : null}
      </p>
      {others.length > 0 ? (
        <p className={`mt-2 ${quietTextClass}`}>
          {t('finances.otherCurrencies', {
            terms: others
              .map((term) =>
                t('finances.otherCurrencyTerm', {
                  term: term.termName,
                  amount: formatMoney(term.balanceMinor, term.currency),
                }),
              )
              .join(', '),
          })}
        </p>
      ) : null}
      {bursar.pay ? (
        <a
          href={bursar.pay.url}
          target="_blank"
          rel="noopener"
          className={`${buttonVariants.primary} mt-4 w-full sm:w-auto`}
        >
          {bursar.pay.label}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </a>
      ) : null}
      {bursar.contact ? (
        <p className={`mt-3 ${quietTextClass}`}>
          {t('finances.contact', { contact: bursar.contact })}
        </p>
      ) : null}
      <div className="mt-3">
        <LastSynced at={bursar.lastSyncedAt} />
      </div>
    </>
  )
}
