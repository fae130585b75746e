import '../messages.ts'
import { useId, useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { fieldBoxClass, fieldHintClass } from '../../../components/field-styles.ts'
import { t } from '../../../lib/i18n/t.ts'

/**
 * A key just made, shown this once: read-only and selectable, a Copy button that says
 * whether it worked, and the warning that it will not be shown again.
 */
export function ShownKey({ apiKey }: { apiKey: string }) {
  const id = useId()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  return (
    <div className="flex flex-col gap-2">
      <p
        id={`${id}-warning`}
        className="rounded-lg border border-amber-700 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      >
        {t('sis.keyWarning')}
      </p>
      <label htmlFor={id} className="font-medium">
        {t('sis.keyLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={apiKey}
          aria-describedby={`${id}-warning`}
          onFocus={(event) => event.currentTarget.select()}
          className={`${fieldBoxClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <Button
          variant="secondary"
          onClick={() => {
            // Without a secure context there is no clipboard: say so rather than fail silently.
            Promise.resolve()
              .then(() => navigator.clipboard.writeText(apiKey))
              .then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              )
          }}
        >
          {t('sis.copy')}
        </Button>
      </div>
      <span role="status" className={`min-h-5 ${fieldHintClass}`}>
        {copied === 'yes' ? t('sis.copied') : null}
        {copied === 'failed' ? t('sis.copyFailed') : null}
      </span>
    </div>
  )
}
