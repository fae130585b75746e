import type { CourseWork } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { OpenInLms } from './open-in-lms.tsx'
import { absoluteDue, relativeDue } from '../academic-time.ts'
import { workState, type WorkTone } from '../work-state.ts'

interface WorkItemProps {
  work: CourseWork
  provider: string
  zone: string
  /** Due next spans courses, so it names each one's course; a course's own list does not. */
  showCourse: boolean
}

const TONES: Record<WorkTone, string> = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  plain: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
}

/** An assignment or quiz: when it is due (relative and in the student's zone), where it stands. */
export function WorkItem({ work, provider, zone, showCourse }: WorkItemProps) {
  const state = workState(work)
  return (
    <li className="flex flex-col gap-1 border-t border-zinc-200 pt-3 first:border-t-0 first:pt-0 dark:border-zinc-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-zinc-900 dark:text-zinc-50">
          {work.name}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${TONES[state.tone]}`}>
          {state.label}
        </span>
      </div>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {showCourse ? `${work.courseCode} · ` : ''}
        {t(work.kind === 'quiz' ? 'lms.kind.quiz' : 'lms.kind.assignment')}
      </p>
      <p className="text-sm text-zinc-800 dark:text-zinc-200">
        {work.dueAt ? (
          <>
            <span className="font-semibold">{t('lms.due', { when: relativeDue(work.dueAt) })}</span>
            {' · '}
            <time dateTime={work.dueAt}>{absoluteDue(work.dueAt, zone)}</time>
          </>
        ) : (
          t('lms.noDueDate')
        )}
      </p>
      <OpenInLms href={work.htmlUrl} provider={provider} name={work.name} />
    </li>
  )
}
