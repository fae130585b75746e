import type { MouseEvent } from 'react'
import { buttonVariants, type ButtonVariant } from '../../../components/button-styles.ts'
import { alert } from '../../../lib/alerts/alert.ts'
import { t } from '../../../lib/i18n/t.ts'
import '../connect-messages.ts'
import { startLmsConnect } from '../connect.ts'

interface ConnectLinkProps {
  /** The server's address that starts the OAuth round trip (status connectURL, or a 498's oauthURL). */
  href: string
  label: string
  variant?: ButtonVariant
}

/**
 * Starts (or restarts) the LMS round trip through `startLmsConnect`: at top level the
 * page goes there; framed (spec 7 host), a window of its own opens, since the LMS's pages
 * refuse to load in the host's frame. The link itself stays the way in without scripts.
 */
export function ConnectLink({ href, label, variant = 'primary' }: ConnectLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    if (!startLmsConnect(href)) alert({ type: 'Warning', message: t('lmsConnect.popupBlocked') })
  }
  return (
    <a href={href} onClick={onClick} className={buttonVariants[variant]}>
      {label}
    </a>
  )
}
