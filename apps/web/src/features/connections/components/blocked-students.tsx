import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { blockedStudentsQuery } from '../api.ts'
import { BlockedStudentRow } from './blocked-student-row.tsx'

interface BlockedStudentsProps {
  /** The settings page decides where this sits in its outline. */
  headingLevel?: 2 | 3
}

/** Issue 5 "unblock in settings": the students I blocked, each with Unblock. */
export function BlockedStudents({ headingLevel = 2 }: BlockedStudentsProps) {
  const { data, isPending, isError, refetch } = useQuery(blockedStudentsQuery)
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={titleId} aria-busy={isPending} className="flex flex-col gap-3">
      <Heading
        id={titleId}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-zinc-900 focus:outline-none dark:text-zinc-50"
      >
        {t('connections.blockedTitle')}
      </Heading>
      {isPending ? (
        <p role="status" className="text-zinc-700 dark:text-zinc-300">
          {t('app.loading')}
        </p>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="text-zinc-900 dark:text-zinc-50">{t('connections.blockedError')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('error.retry')}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl bg-zinc-100 px-4 py-3 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
          {t('connections.blockedEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl ring-1 ring-zinc-200 dark:divide-zinc-800 dark:ring-zinc-800">
          {data.items.map((student) => (
            <BlockedStudentRow
              key={student.uid}
              student={student}
              // The row disappears; focus goes to the list's heading, not the page top.
              onUnblocked={() => document.getElementById(titleId)?.focus()}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
