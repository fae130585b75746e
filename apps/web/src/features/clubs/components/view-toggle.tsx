import type { ClubMembershipFilter } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

interface ViewToggleProps {
  value: ClubMembershipFilter
  onChange: (value: ClubMembershipFilter) => void
}

const options = [
  { value: 'all', label: 'clubs.viewAll' },
  { value: 'mine', label: 'clubs.viewMine' },
] as const

/** All clubs or only the student's own (spec 3 filter StudentMembership): two pressed-state buttons. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <div
      role="group"
      aria-label={t('clubs.viewLabel')}
      className="inline-flex shrink-0 self-start rounded-xl bg-zinc-200 p-1 sm:self-auto dark:bg-zinc-800"
    >
      {options.map((option) => {
        const pressed = value === option.value
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(option.value)
            }}
            className={
              'min-h-10 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:focus-visible:outline-white ' +
              (pressed
                ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50'
                : 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-700')
            }
          >
            {t(option.label)}
          </button>
        )
      })}
    </div>
  )
}
