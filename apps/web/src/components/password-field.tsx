import { useState } from 'react'
import { t } from '../lib/i18n/t.ts'
import { FormField } from './form-field.tsx'

interface PasswordFieldProps {
  label: string
  /** The Show toggle's name, "Show current password". */
  toggleLabel: string
  /** The form's name for it (data-field), where focus goes on its error. */
  field: string
  value: string
  onChange: (value: string) => void
  autoComplete: 'current-password' | 'new-password'
  hint?: string | undefined
  error?: string | undefined
}

const toggleClass =
  'min-h-11 shrink-0 rounded-lg border border-zinc-500 px-3 text-sm font-semibold text-zinc-900 ' +
  'hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-focus dark:border-zinc-400 dark:text-zinc-50 dark:hover:bg-zinc-800 ' +
  'dark:focus-visible:outline-white aria-pressed:bg-zinc-900 aria-pressed:text-white ' +
  'dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900'

/**
 * A password input with a Show toggle: a pressed button named after the field ("Show
 * current password", starting with its visible word), so it reads the same either way.
 */
export function PasswordField({ toggleLabel, hint, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <FormField
      {...props}
      {...(hint ? { hint } : {})}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      after={
        <button
          type="button"
          className={toggleClass}
          aria-pressed={shown}
          aria-label={toggleLabel}
          onClick={() => {
            setShown((previous) => !previous)
          }}
        >
          {t('common.passwordShow')}
        </button>
      }
    />
  )
}
