import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { bursarQuery, holdsQuery } from '../api.ts'
import { BalanceSummary } from './balance-summary.tsx'
import { cardClass, headingClass, InlineError, quietTextClass } from './finance-parts.tsx'
import { HoldsList } from './holds-list.tsx'
import { TermAccounts } from './term-accounts.tsx'

/**
 * Spec 2 /financial (issue 17): the balance due and by when, the holds on the student's
 * record, then each term's charges and payments. The two calls stand alone: when one
 * fails, the other still shows, with the failure said where its part would be.
 */
export function FinancialPage() {
  const bursar = useQuery(bursarQuery)
  const holds = useQuery(holdsQuery)
  const nothingShared =
    bursar.data?.terms.length === 0 &&
    bursar.data.lastSyncedAt === null &&
    holds.data?.items.length === 0 &&
    holds.data.lastSyncedAt === null
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('financial.title')}
        </h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('finances.intro')}</p>
      </div>
      {nothingShared ? (
        <ResultsMessage
          role="status"
          icon="wallet"
          title={t('finances.emptyTitle')}
          body={t('finances.emptyBody')}
          action={null}
        />
      ) : (
        <>
          <section aria-labelledby="balance-heading" className={cardClass}>
            <h2 id="balance-heading" className={`mb-1 ${quietTextClass}`}>
              {t('finances.balanceHeading')}
            </h2>
            <Part query={bursar} failed={t('finances.bursarError')}>
              {(answer) => <BalanceSummary bursar={answer} />}
            </Part>
          </section>
          <section aria-labelledby="holds-heading" className="flex flex-col gap-4">
            <h2 id="holds-heading" className={headingClass}>
              {t('finances.holdsHeading')}
            </h2>
            <Part query={holds} failed={t('finances.holdsError')}>
              {(answer) => <HoldsList holds={answer} />}
            </Part>
          </section>
          {bursar.data ? <TermAccounts terms={bursar.data.terms} /> : null}
        </>
      )}
    </div>
  )
}

interface PartProps<T> {
  query: UseQueryResult<T>
  failed: string
  children: (data: T) => ReactNode
}

/** One call's part of the page: its content, or that it is loading, or that it failed. */
function Part<T>({ query, failed, children }: PartProps<T>) {
  if (query.data !== undefined) return children(query.data)
  if (query.isError) return <InlineError message={failed} onRetry={() => void query.refetch()} />
  return (
    <p role="status" className={quietTextClass}>
      {t('finances.loading')}
    </p>
  )
}
