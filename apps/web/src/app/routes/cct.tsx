import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /cct (content not shown in the spec); its content arrives in a later issue. */
export function Component() {
  return <SectionPlaceholder icon="grid" title={t('cct.title')} body={t('cct.body')} />
}
