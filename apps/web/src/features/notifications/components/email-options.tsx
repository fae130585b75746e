import { useId } from 'react'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { emailChange, type EmailOptions, type PreferenceChange } from '../preferences-api.ts'
import { QuietHours } from './quiet-hours.tsx'
import { fieldBoxClass } from '../../../components/field-styles.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { deviceTimeZone, timeZones } from '../../../lib/time-zones.ts'

/** How email arrives: a daily digest or one each time, quiet hours, and their time zone. */
export function EmailOptionsFields({
  email,
  save,
}: {
  email: EmailOptions
  save: (change: PreferenceChange) => void
}) {
  const zoneId = useId()
  // Issue 30 bug 4: a student who never chose a zone keeps the school's ('' here, null sent).
  const school = useSchoolClock().zone
  const device = deviceTimeZone()
  const zones = timeZones().filter((zone) => zone !== device && zone !== school)
  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold">{t('notifications.emailTitle')}</h3>
      <SwitchField
        field="digest"
        label={t('notifications.digest')}
        description={t('notifications.digestHint')}
        checked={email.digest === 'daily'}
        onChange={(on) => {
          save(emailChange({ digest: on ? 'daily' : 'off' }))
        }}
      />
      <QuietHours
        quietHours={email.quietHours}
        fieldClass={fieldBoxClass}
        onChange={(quietHours) => {
          save(emailChange({ quietHours }))
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
          value={email.timeZone ?? ''}
          onChange={(event) => {
            save(emailChange({ timeZone: event.target.value || null }))
          }}
          className={`${fieldBoxClass} max-w-full sm:w-80`}
        >
          <option value="">{t('notifications.schoolZone', { zone: school })}</option>
          {device === school ? null : (
            <option value={device}>{t('notifications.thisDevice', { zone: device })}</option>
          )}
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
