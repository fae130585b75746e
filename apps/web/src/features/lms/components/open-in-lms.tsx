import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'

interface OpenInLmsProps {
  href: string
  provider: string
  /** What opens, for the link's accessible name ("Open in Canvas: Lab report 3"). */
  name: string
  className?: string
}

/** "Open in Canvas": a new tab with no handle back on Quad (rel noopener), nor the referrer. */
export function OpenInLms({ href, provider, name, className = 'text-sm' }: OpenInLmsProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('lms.openItemIn', { provider, name })}
      className={`inline-flex min-h-11 items-center self-start ${className} ${textLinkClass}`}
    >
      {t('lms.openIn', { provider })}
    </a>
  )
}
