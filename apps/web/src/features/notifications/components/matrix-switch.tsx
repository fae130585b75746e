import { switchKnobClass, switchTrackClass } from '../../../components/switch-styles.ts'

interface MatrixSwitchProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  describedBy?: string | undefined
}

/** A compact ARIA switch for a table cell: a 44 × 48 px target around a small track. */
export function MatrixSwitch({
  label,
  checked,
  onChange,
  disabled = false,
  describedBy,
}: MatrixSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => {
        onChange(!checked)
      }}
      className="relative inline-grid h-11 w-12 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:outline-white"
    >
      <span aria-hidden="true" className={`h-6 w-10 ${switchTrackClass(checked)}`} />
      <span
        aria-hidden="true"
        className={`absolute size-4 ${switchKnobClass} ${checked ? 'translate-x-2' : '-translate-x-2'}`}
      />
    </button>
  )
}
