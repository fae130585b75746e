import type { Goal, GoalInput } from '@quad/shared'
import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useChangeDevelopment } from '../api.ts'
import { GoalDialog } from './goal-dialog.tsx'
import { DevSection } from './dev-section.tsx'

type Editing = { goal: Goal | null } | null

const asInput = (goal: Goal, done: boolean): GoalInput => ({
  title: goal.title,
  detail: goal.detail,
  keywords: goal.keywords,
  targetDate: goal.targetDate,
  done,
})

/** The student's goals: add, edit, mark reached (saved at once), delete after asking. */
export function GoalsSection({ goals }: { goals: readonly Goal[] }) {
  const change = useChangeDevelopment()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Goal | null>(null)
  const failed = (error: Error) =>
    toast(t('development.failedChange', { reason: error.message }), { type: 'Error' })
  return (
    <DevSection
      id="goals"
      title={t('development.goals')}
      action={
        <Button variant="secondary" onClick={() => setEditing({ goal: null })}>
          {t('development.addGoal')}
        </Button>
      }
    >
      {goals.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('development.goalsEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
          {goals.map((goal) => (
            <li key={goal.id} className="flex flex-wrap items-start gap-3 py-3 first:pt-0">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={goal.done}
                  aria-label={t('development.reachedNamed', { title: goal.title })}
                  onChange={(event) => {
                    change.mutate(
                      { kind: 'edit', id: goal.id, goal: asInput(goal, event.target.checked) },
                      { onError: failed },
                    )
                  }}
                  className="size-5 accent-zinc-900 dark:accent-zinc-100"
                />
              </label>
              <div className="min-w-0 flex-1 basis-48">
                <p
                  className={`font-semibold break-words ${goal.done ? 'text-zinc-600 line-through dark:text-zinc-400' : ''}`}
                >
                  {goal.title}
                </p>
                {goal.targetDate ? (
                  <p className="text-sm text-zinc-700 dark:text-zinc-300">
                    {t('development.by', {
                      date: formatDate(new Date(`${goal.targetDate}T12:00:00Z`), 'short', 'UTC'),
                    })}
                  </p>
                ) : null}
                {goal.detail ? (
                  <p className="mt-1 break-words whitespace-pre-line">{goal.detail}</p>
                ) : null}
                {goal.keywords.length ? (
                  <ul
                    className="mt-2 flex flex-wrap gap-1.5"
                    aria-label={t('development.goalKeywords')}
                  >
                    {goal.keywords.map((word) => (
                      <li
                        key={word}
                        className="rounded-full bg-zinc-100 px-2.5 py-0.5 text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200"
                      >
                        {word}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className="flex items-center gap-1">
                <Button
                  variant="secondary"
                  aria-label={t('development.editGoalNamed', { title: goal.title })}
                  onClick={() => setEditing({ goal })}
                >
                  {t('development.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('development.deleteGoalNamed', { title: goal.title })}
                  onClick={() => setDeleting(goal)}
                >
                  {t('development.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <GoalDialog
          key={editing.goal?.id ?? 'new'}
          goal={editing.goal}
          open
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('development.deleteGoalTitle')}
        body={t('development.deleteGoalBody', { title: deleting?.title ?? '' })}
        confirmLabel={t('development.delete')}
        cancelLabel={t('development.cancel')}
        onConfirm={() => {
          if (deleting) change.mutate({ kind: 'delete', id: deleting.id }, { onError: failed })
          setDeleting(null)
        }}
        onCancel={() => setDeleting(null)}
        onClosed={() => setDeleting(null)}
      />
    </DevSection>
  )
}
