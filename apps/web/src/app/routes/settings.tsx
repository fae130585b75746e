import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../i18n/t.ts'

/** Spec 2 /settings; its content arrives in a later issue. */
export function Component() {
  return <SectionPlaceholder icon="sliders" title={t('settings.title')} body={t('settings.body')} />
}
