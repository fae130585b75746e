import { useState } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** Recovery codes, shown once, with Copy and Download. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`
  return (
    <div className="flex flex-col gap-3">
      <p className="text-zinc-700 dark:text-zinc-300">{t('secondFactor.recoveryShownOnce')}</p>
      <ul
        aria-label={t('secondFactor.recoveryTitle')}
        className="grid grid-cols-2 gap-1 rounded-lg border border-zinc-300 p-3 font-mono text-zinc-900 dark:border-zinc-600 dark:text-zinc-50"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true))
          }}
        >
          {copied ? t('secondFactor.copied') : t('secondFactor.copy')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="quad-recovery-codes.txt"
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-zinc-900 underline dark:text-zinc-50"
        >
          {t('secondFactor.download')}
        </a>
      </div>
    </div>
  )
}
