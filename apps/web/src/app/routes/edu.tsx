import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /edu, the educational section; its content arrives in a later issue. */
export function Component() {
  return <SectionPlaceholder icon="graduation" title={t('edu.title')} body={t('edu.body')} />
}
