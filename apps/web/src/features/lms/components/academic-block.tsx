import type { SyncState } from '@quad/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { refusedGrant } from '../api.ts'
import { SyncLine } from './sync-line.tsx'

interface AcademicBlockProps<T extends { sync: SyncState }> {
  title: string
  query: UseQueryResult<T>
  provider: string
  /** What an empty answer says (every empty list says what is so, quality brief). */
  empty: string
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
  className?: string
}

/**
 * One block of /edu: it loads on its own, so a failing one shows its error and a retry
 * while the others show (issue 17 "partial data"); a refused grant says to reconnect (the
 * page's banner carries the link).
 */
export function AcademicBlock<T extends { sync: SyncState }>({
  title,
  query,
  provider,
  empty,
  isEmpty,
  children,
  className = '',
}: AcademicBlockProps<T>) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      className={`flex flex-col gap-3 rounded-2xl border border-zinc-200 bg-white p-4 md:p-5 dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
          {title}
        </h2>
        {query.data ? <SyncLine sync={query.data.sync} /> : null}
      </div>
      <BlockBody query={query} title={title} provider={provider} empty={empty} isEmpty={isEmpty}>
        {children}
      </BlockBody>
    </section>
  )
}

function BlockBody<T extends { sync: SyncState }>({
  query,
  title,
  provider,
  empty,
  isEmpty,
  children,
}: Omit<AcademicBlockProps<T>, 'className'>) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <span className="sr-only">{t('lms.blockLoading')}</span>
        <div className="h-4 w-3/4 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
        <div className="h-4 w-1/2 rounded bg-zinc-200 motion-safe:animate-pulse dark:bg-zinc-800" />
      </div>
    )
  }
  if (query.isError) {
    if (refusedGrant(query.error)) {
      return (
        <p className="text-zinc-700 dark:text-zinc-300">{t('lms.blockRefused', { provider })}</p>
      )
    }
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-zinc-700 dark:text-zinc-300">{t('lms.blockFailed', { block: title })}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('lms.retry')}
        </Button>
      </div>
    )
  }
  if (isEmpty(query.data)) return <p className="text-zinc-700 dark:text-zinc-300">{empty}</p>
  return children(query.data)
}
