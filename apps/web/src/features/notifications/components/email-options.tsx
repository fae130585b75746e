import { useId } from 'react'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { emailChange, type EmailOptions, type PreferenceChange } from '../preferences-api.ts'
import { QuietHours } from './quiet-hours.tsx'
import { fieldBoxClass } from '../../../components/field-styles.ts'
import { deviceZone, timeZones } from '../../../lib/time-zones.ts'

const zones = timeZones.filter((zone) => zone !== deviceZone)

/** How email arrives: a daily digest or one each time, quiet hours, and their time zone. */
export function EmailOptionsFields({
  email,
  save,
}: {
  email: EmailOptions
  save: (change: PreferenceChange) => void
}) {
  const zoneId = useId()
  // The server's default zone is UTC: a student who never chose one gets this device's.
  const zoneOrDevice = (change: Partial<EmailOptions>) =>
    email.timeZone === 'UTC' && email.quietHours === null
      ? { ...change, timeZone: deviceZone }
      : change
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold">{t('notifications.emailTitle')}</h3>
      <SwitchField
        field="digest"
        label={t('notifications.digest')}
        description={t('notifications.digestHint')}
        checked={email.digest === 'daily'}
        onChange={(on) => {
          save(emailChange(zoneOrDevice({ digest: on ? 'daily' : 'off' })))
        }}
      />
      <QuietHours
        quietHours={email.quietHours}
        fieldClass={fieldBoxClass}
        onChange={(quietHours) => {
          save(emailChange(zoneOrDevice({ quietHours })))
        }}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={zoneId} className="font-medium">
          {t('notifications.timeZone')}
        </label>
        <span id={`${zoneId}-hint`} className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('notifications.timeZoneHint')}
        </span>
        <select
          id={zoneId}
          aria-describedby={`${zoneId}-hint`}
          value={email.timeZone}
          onChange={(event) => {
            save(emailChange({ timeZone: event.target.value }))
          }}
          className={`${fieldBoxClass} max-w-full sm:w-80`}
        >
          <option value={deviceZone}>{t('notifications.thisDevice', { zone: deviceZone })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
