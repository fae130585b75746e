import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Issue 15: filled in by the events work. */
export function Component() {
  return <SectionPlaceholder icon="megaphone" title={t('events.title')} body={t('events.body')} />
}
