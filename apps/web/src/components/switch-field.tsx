import { useId } from 'react'
import { switchKnobClass, switchTrackClass } from './switch-styles.ts'
import { fieldErrorClass, fieldHintClass } from './field-styles.ts'

interface SwitchFieldProps {
  label: string
  /** The one-line explanation of what switching it does. */
  description: string
  checked: boolean
  onChange: (checked: boolean) => void
  field: string
  error?: string | undefined
  disabled?: boolean
}

/** An on/off setting as a switch button (ARIA switch), its label and explanation beside it. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
  field,
  error,
  disabled = false,
}: SwitchFieldProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <span id={`${id}-label`} className="font-medium text-zinc-900 dark:text-zinc-50">
          {label}
        </span>
        <span id={`${id}-description`} className={fieldHintClass}>
          {description}
        </span>
        {error ? (
          <span id={`${id}-error`} className={fieldErrorClass}>
            {error}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        data-field={field}
        aria-checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        onClick={() => {
          onChange(!checked)
        }}
        className={
          'group relative inline-flex h-11 w-16 shrink-0 items-center rounded-full disabled:cursor-not-allowed disabled:opacity-60 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white'
        }
      >
        <span
          aria-hidden="true"
          className={`absolute inset-x-1 h-8 ${switchTrackClass(checked)}`}
        />
        <span
          aria-hidden="true"
          className={`relative size-6 ${switchKnobClass} ${checked ? 'translate-x-8' : 'translate-x-2'}`}
        />
      </button>
    </div>
  )
}
