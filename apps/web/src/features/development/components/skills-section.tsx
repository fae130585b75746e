import { SKILL_MAX, SkillsBody } from '@quad/shared'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldControlClass } from '../../../components/field-styles.ts'
import { FieldMessage } from '../../../components/field-message.tsx'
import { RemovableChip } from '../../../components/removable-chip.tsx'
import { schemaErrors } from '../../../lib/form-errors.ts'
import { t } from '../../../lib/i18n/t.ts'
import { toast } from '../../../lib/toasts/toast.ts'
import { useChangeDevelopment } from '../api.ts'
import { DevSection } from './dev-section.tsx'

/** The student's skills: add one, remove one; the whole list saved at once. */
export function SkillsSection({ skills }: { skills: readonly string[] }) {
  const id = useId()
  const change = useChangeDevelopment()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const save = (next: string[], onDone?: () => void) => {
    const invalid = schemaErrors(SkillsBody, { skills: next })
    const problem = Object.values(invalid)[0]
    setError(problem)
    if (problem) return
    change.mutate(
      { kind: 'skills', skills: next },
      {
        onSuccess: onDone,
        onError: (failure) =>
          toast(t('development.failedChange', { reason: failure.message }), { type: 'Error' }),
      },
    )
  }
  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!text.trim()) return
    save([...skills, text.trim()], () => setText(''))
  }
  return (
    <DevSection id="skills" title={t('development.skills')}>
      {skills.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">{t('development.skillsEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <RemovableChip
              key={skill}
              label={skill}
              actionLabel={t('development.removeSkill', { skill })}
              onAction={() => save(skills.filter((each) => each !== skill))}
            />
          ))}
        </ul>
      )}
      <form method="post" onSubmit={add} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-zinc-900 dark:text-zinc-50">
            {t('development.addSkill')}
          </label>
          <input
            id={id}
            value={text}
            maxLength={SKILL_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            className={fieldControlClass}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {t('development.addSkillButton')}
        </Button>
        <div className="basis-full">
          <FieldMessage hintId={`${id}-hint`} errorId={`${id}-error`} error={error} />
        </div>
      </form>
    </DevSection>
  )
}
