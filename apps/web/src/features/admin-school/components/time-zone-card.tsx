import { useId } from 'react'
import { isTimeZone } from '@quad/shared'
import { locale } from '../../../lib/i18n/messages.ts'
import { t } from '../../../lib/i18n/t.ts'
import { zoneLabel } from '../../../lib/i18n/zone-label.ts'
import { timeZones } from '../../../lib/time-zones.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'

interface TimeZoneCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** "5:30 PM" on the zone's clock, for the card's "It is now …" line. */
const timeIn = (zone: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at)

/**
 * Issue 30 bug 4: the school's time zone, which event times, the calendar, reminders and
 * digests follow. A text field with the browser's zones as suggestions: typing "york"
 * finds America/New_York among some 400 names, which a plain select makes a long scroll.
 */
export function TimeZoneCard({ values, errors, onChange }: TimeZoneCardProps) {
  const listId = useId()
  const zone = values.time_zone
  const now = new Date()
  return (
    <SettingsCard
      id="time-zone"
      title={t('adminSchool.timeZoneTitle')}
      description={t('adminSchool.timeZoneBody')}
    >
      <FormField
        className="sm:w-80"
        label={t('adminSchool.timeZone')}
        hint={t('adminSchool.timeZoneHint')}
        field="time_zone"
        list={listId}
        value={zone}
        error={errors.time_zone}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        onChange={(event) => onChange({ time_zone: event.target.value.trim() })}
      />
      <datalist id={listId}>
        {timeZones().map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {isTimeZone(zone) ? (
        <p aria-live="polite" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('adminSchool.timeZoneNow', {
            time: timeIn(zone, now),
            label: zoneLabel(zone, now),
          })}
        </p>
      ) : null}
    </SettingsCard>
  )
}
