import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /events; its content arrives in a later issue. */
export function Component() {
  return <SectionPlaceholder icon="megaphone" title={t('events.title')} body={t('events.body')} />
}
