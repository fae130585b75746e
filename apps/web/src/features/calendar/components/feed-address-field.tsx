import { CopyField } from '../../../components/copy-field.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** The address, read-only and selectable, with a Copy button that says whether it worked. */
export function FeedAddressField({ url }: { url: string }) {
  // The server may answer a path; a calendar app needs the whole address.
  const href = new URL(url, window.location.origin).href
  return (
    <CopyField
      value={href}
      label={t('calendar.feedLabel')}
      messages="calendar"
      note={{ kind: 'hint', text: t('calendar.feedPrivate') }}
    />
  )
}
