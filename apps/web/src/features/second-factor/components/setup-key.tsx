import type { SecondFactorSetup } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'

/** The new key to add to an authenticator app: its QR code, and the key to type instead. */
export function SetupKey({
  setup,
  className = '',
}: {
  setup: SecondFactorSetup
  className?: string
}) {
  return (
    <>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('secondFactor.qrAlt')}
        className={`size-48 rounded-lg bg-white ${className}`}
      />
      <p className="text-zinc-700 dark:text-zinc-300">
        {t('secondFactor.key')}:{' '}
        <code className="font-mono break-all text-zinc-900 dark:text-zinc-50">{setup.secret}</code>
      </p>
    </>
  )
}
