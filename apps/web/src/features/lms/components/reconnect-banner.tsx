import { t } from '../../../lib/i18n/t.ts'
import { ConnectLink } from './connect-link.tsx'

interface ReconnectBannerProps {
  provider: string
  /** Where to re-authorise; without one the banner still says why nothing is fresh. */
  href: string | null
}

/** Spec 3 "Academic auth error": the grant was refused; the student can authorise again. */
export function ReconnectBanner({ provider, href }: ReconnectBannerProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950"
    >
      <div>
        <p className="font-semibold text-zinc-900 dark:text-zinc-50">
          {t('lms.revokedTitle', { provider })}
        </p>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">
          {t('lms.revokedBody', { provider })}
        </p>
      </div>
      {href ? <ConnectLink href={href} label={t('lms.reconnect', { provider })} /> : null}
    </div>
  )
}
