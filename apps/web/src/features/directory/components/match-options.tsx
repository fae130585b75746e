import '../messages.ts'
import { useId } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import type { ContainsValue } from '../directory-params.ts'

interface MatchOptionsProps {
  name: string
  value: ContainsValue
  onChange: (value: ContainsValue) => void
}

const LOGICS: ReadonlyArray<ContainsValue['logic']> = ['OR', 'AND']

const CONTROL =
  'size-5 accent-(--school-color) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'
const ROW =
  'flex min-h-11 cursor-pointer items-center gap-2 text-sm text-zinc-900 dark:text-zinc-50'

/** Spec 5 ContainsLogic (any = OR, the default; all = AND) and NotContainsLogic (exclude). */
export function MatchOptions({ name, value, onChange }: MatchOptionsProps) {
  // Unique per panel: the side panel and the phone sheet may both hold this filter.
  const groupName = `${useId()}-${name}-logic`
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-5 rounded-lg bg-zinc-100 px-3 dark:bg-zinc-800/60">
      <div role="radiogroup" aria-label={t('directory.matchLabel')} className="flex gap-x-4">
        {LOGICS.map((logic) => (
          <label key={logic} className={ROW}>
            <input
              type="radio"
              name={groupName}
              checked={value.logic === logic}
              onChange={() => {
                onChange({ ...value, logic })
              }}
              className={CONTROL}
            />
            {logic === 'OR' ? t('directory.matchAny') : t('directory.matchAll')}
          </label>
        ))}
      </div>
      <label className={ROW}>
        <input
          type="checkbox"
          checked={value.not}
          onChange={(event) => {
            onChange({ ...value, not: event.target.checked })
          }}
          className={CONTROL}
        />
        {t('directory.exclude')}
      </label>
    </div>
  )
}
