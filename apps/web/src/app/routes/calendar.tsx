import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /calendar, the calendar section; its content arrives in a later issue. */
export function Component() {
  return (
    <SectionPlaceholder icon="calendar" title={t('calendar.title')} body={t('calendar.body')} />
  )
}
