import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../../lib/i18n/t.ts'

/** Spec 2 /development, Dev space; its content arrives in a later issue. */
export function Component() {
  return (
    <SectionPlaceholder icon="code" title={t('development.title')} body={t('development.body')} />
  )
}
