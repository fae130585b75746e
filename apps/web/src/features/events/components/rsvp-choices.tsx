import { t } from '../../../lib/i18n/t.ts'

export type Choice = 'going' | 'interested' | 'not_going'
const CHOICES: readonly Choice[] = ['going', 'interested', 'not_going']

interface RsvpChoicesProps {
  value: Choice | null
  onChoose: (choice: Choice) => void
  /** Waitlisted: the Going choice says so, with the place in line (issue 30 bug 3). */
  waitlistPosition?: number | null | undefined
}

/**
 * Going / Interested / Not going as a native radio group: arrow keys move between them,
 * and the focused radio stays the same element while the answer is saved (focus is kept).
 */
export function RsvpChoices({ value, onChoose, waitlistPosition }: RsvpChoicesProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {t('events.rsvpTitle')}
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800">
        {CHOICES.map((choice) => (
          <label
            key={choice}
            className={
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold ' +
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus dark:has-[:focus-visible]:outline-white ' +
              (value === choice
                ? 'bg-school text-on-school shadow-sm'
                : 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-700')
            }
          >
            <input
              type="radio"
              name="rsvp"
              value={choice}
              checked={value === choice}
              onChange={() => {
                onChoose(choice)
              }}
              className="sr-only"
            />
            {choice === 'going' && waitlistPosition != null
              ? t('events.rsvp.waitlistedAt', { position: waitlistPosition })
              : t(`events.rsvp.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
