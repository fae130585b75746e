import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /financial, the financial section; its content arrives in a later issue. */
export function Component() {
  return (
    <SectionPlaceholder icon="wallet" title={t('financial.title')} body={t('financial.body')} />
  )
}
