import type { LedgerLine, TermAccount } from '@quad/shared'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { formatMoney } from '../../../lib/i18n/money.ts'
import { dayAsDate } from '../money.ts'
import { cardClass, headingClass, quietTextClass } from './finance-parts.tsx'

/** Each term's charges and payments, newest term first, lines by date (a list at 390 px). */
export function TermAccounts({ terms }: { terms: TermAccount[] }) {
  return (
    <section aria-labelledby="terms-heading" className="flex flex-col gap-4">
      <h2 id="terms-heading" className={headingClass}>
        {t('finances.termsHeading')}
      </h2>
      {terms.length === 0 ? <p className={quietTextClass}>{t('finances.noTerms')}</p> : null}
      {terms.map((term) => (
        <TermCard key={`${term.termId}-${term.currency}`} term={term} />
      ))}
    </section>
  )
}

function TermCard({ term }: { term: TermAccount }) {
  const headingId = `term-${term.termId}-${term.currency}`
  return (
    <article aria-labelledby={headingId} className={cardClass}>
      <h3 id={headingId} className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {term.termName}
      </h3>
      <p className={quietTextClass}>
        {t('finances.termBalance', { amount: formatMoney(term.balanceMinor, term.currency) })}
        {term.dueOn
          ? `, ${t('finances.termDue', { date: formatDate(dayAsDate(term.dueOn)) })}`
          : ''}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Ledger
          title={t('finances.charges')}
          empty={t('finances.noCharges')}
          lines={term.charges}
          currency={term.currency}
        />
        <Ledger
          title={t('finances.payments')}
          empty={t('finances.noPayments')}
          lines={term.payments}
          currency={term.currency}
        />
      </div>
    </article>
  )
}

interface LedgerProps {
  title: string
  empty: string
  lines: LedgerLine[]
  currency: string
}

function Ledger({ title, empty, lines, currency }: LedgerProps) {
  return (
    <div>
      <h4 className="font-medium text-zinc-900 dark:text-zinc-100">{title}</h4>
      {lines.length === 0 ? (
        <p className={`mt-1 ${quietTextClass}`}>{empty}</p>
      ) : (
        <ul aria-label={title} className="mt-1 divide-y divide-zinc-200 dark:divide-zinc-700">
          {lines.map((line) => (
            <li key={line.id} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block break-words text-zinc-900 dark:text-zinc-100">
                  {line.description}
                </span>
                <span className={quietTextClass}>{formatDate(dayAsDate(line.date))}</span>
              </span>
              <span className="shrink-0 font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
                {formatMoney(line.amountMinor, currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
