interface PressedGroupProps<V extends string> {
  /** The group's accessible name ("Show", "View"). */
  label: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
  className?: string
  /** Narrower buttons, for four choices on a phone (the calendar's views). */
  compact?: boolean
}

/**
 * One choice of a few, as pressed-state buttons in a pill (clubs' All/Mine, the events'
 * Upcoming/This week/Mine, the calendar's Month/Week/Day/Agenda): each a real button a
 * screen reader announces as pressed or not; pressing the pressed one does nothing.
 */
export function PressedGroup<V extends string>(props: PressedGroupProps<V>) {
  const { label, options, value, onChange, className = '', compact = false } = props
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex rounded-xl bg-zinc-200 p-1 dark:bg-zinc-800 ${className}`}
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
              (compact ? 'px-3 ' : 'px-4 ') +
              'min-h-10 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus dark:focus-visible:outline-white ' +
              (pressed
                ? 'bg-white text-zinc-900 shadow-sm dark:bg-zinc-950 dark:text-zinc-50'
                : 'text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-700')
            }
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}
