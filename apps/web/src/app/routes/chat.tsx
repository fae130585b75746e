import { SectionPlaceholder } from '../../components/section-placeholder.tsx'
import { t } from '../i18n/t.ts'

/** Spec 2 /chat; its content arrives in a later issue. */
export function Component() {
  return <SectionPlaceholder icon="chat" title={t('chat.title')} body={t('chat.body')} />
}
