import { useId, useState } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { fieldBoxClass, fieldHintClass } from '../../../components/field-styles.ts'

/** The address, read-only and selectable, with a Copy button that says whether it worked. */
export function FeedAddressField({ url }: { url: string }) {
  const id = useId()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  // The server may answer a path; a calendar app needs the whole address.
  const href = new URL(url, window.location.origin).href
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('calendar.feedLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={href}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => {
            event.currentTarget.select()
          }}
          className={`${fieldBoxClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button
          variant="secondary"
          onClick={() => {
            // Without a secure context there is no clipboard: say so rather than fail silently.
            Promise.resolve()
              .then(() => navigator.clipboard.writeText(href))
              .then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              )
          }}
        >
          {t('calendar.copy')}
        </Button>
      </div>
      <span id={`${id}-hint`} className={fieldHintClass}>
        {t('calendar.feedPrivate')}
      </span>
      <span role="status" className="min-h-5 text-sm">
        {copied === 'yes' ? t('calendar.copied') : null}
        {copied === 'failed' ? t('calendar.copyFailed') : null}
      </span>
    </div>
  )
}
