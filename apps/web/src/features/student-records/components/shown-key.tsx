import '../messages.ts'
import { CopyField } from '../../../components/copy-field.tsx'
import { t } from '../../../lib/i18n/t.ts'

/**
 * A key just made, shown this once: read-only and selectable, a Copy button that says
 * whether it worked, and the warning that it will not be shown again.
 */
export function ShownKey({ apiKey }: { apiKey: string }) {
  return (
    <CopyField
      value={apiKey}
      label={t('sis.keyLabel')}
      messages="sis"
      note={{ kind: 'warning', text: t('sis.keyWarning') }}
    />
  )
}
