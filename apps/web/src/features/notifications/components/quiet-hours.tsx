import { useId } from 'react'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { EmailOptions } from '../preferences-api.ts'

type Hours = EmailOptions['quietHours']
const DEFAULT_HOURS = { start: '22:00', end: '07:00' }
const TIME = /^\d\d:\d\d$/

interface QuietHoursProps {
  quietHours: Hours
  fieldClass: string
  onChange: (quietHours: Hours) => void
}

/** Quiet hours on or off, and from when until when (local time in the chosen zone). */
export function QuietHours({ quietHours, fieldClass, onChange }: QuietHoursProps) {
  const id = useId()
  const time = (edge: 'start' | 'end', label: string) =>
    quietHours ? (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${edge}`} className="font-medium">
          {label}
        </label>
        <input
          id={`${id}-${edge}`}
          type="time"
          value={quietHours[edge]}
          onChange={(event) => {
            // A half-typed time is not a time yet: save once it is whole.
            if (TIME.test(event.target.value))
              onChange({ ...quietHours, [edge]: event.target.value })
          }}
          className={fieldClass}
        />
      </div>
    ) : null
  return (
    <div className="flex flex-col gap-3">
      <SwitchField
        field="quietHours"
        label={t('notifications.quietHours')}
        description={t('notifications.quietHoursHint')}
        checked={quietHours !== null}
        onChange={(on) => {
          onChange(on ? DEFAULT_HOURS : null)
        }}
      />
      <div className="flex flex-wrap gap-4">
        {time('start', t('notifications.quietStart'))}
        {time('end', t('notifications.quietEnd'))}
      </div>
    </div>
  )
}
