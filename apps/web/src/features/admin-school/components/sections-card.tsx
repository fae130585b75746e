import { SECTION_KEYS, type SectionKey } from '@quad/shared'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import type { SchoolFormValues } from '../school-form.ts'
import { SettingsCard } from './settings-card.tsx'

/** Each switchable section by the name the shell gives it. */
const SECTION_NAMES: Record<SectionKey, PlainMessageKey> = {
  events: 'events.title',
  calendar: 'calendar.title',
  clubs: 'clubs.title',
  edu: 'edu.title',
  financial: 'financial.title',
  chat: 'chat.title',
  directory: 'directory.title',
}

interface SectionsCardProps {
  values: SchoolFormValues
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** Connect on/off and which sections the school offers (decision 027). */
export function SectionsCard({ values, onChange }: SectionsCardProps) {
  return (
    <SettingsCard
      id="sections"
      title={t('adminSchool.sectionsTitle')}
      description={t('adminSchool.sectionsBody')}
    >
      <SwitchField
        label={t('adminSchool.connect')}
        description={t('adminSchool.connectHint')}
        field="connect"
        checked={values.connect}
        onChange={(connect) => onChange({ connect })}
      />
      {SECTION_KEYS.map((key) => (
        <SwitchField
          key={key}
          label={t(SECTION_NAMES[key])}
          description={t('adminSchool.sectionHint', { section: t(SECTION_NAMES[key]) })}
          field={`sections.${key}`}
          checked={values.sections[key]}
          onChange={(on) => onChange({ sections: { ...values.sections, [key]: on } })}
        />
      ))}
    </SettingsCard>
  )
}
