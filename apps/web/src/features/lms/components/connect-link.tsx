import { buttonVariants, type ButtonVariant } from '../../../components/button-styles.ts'

interface ConnectLinkProps {
  /** The server's address that starts the OAuth round trip (status connectURL, or a 498's oauthURL). */
  href: string
  label: string
  variant?: ButtonVariant
}

/**
 * Starts (or restarts) the LMS round trip. A plain link to the server's connect address:
 * TODO(lms-connect): once features/lms/connect.ts lands (branch lms-connect), call its
 * helper from onClick so a framed page (spec 7 host) opens the consent screen the way the
 * host allows; this link stays the fallback when scripts do not run.
 */
export function ConnectLink({ href, label, variant = 'primary' }: ConnectLinkProps) {
  return (
    <a href={href} className={buttonVariants[variant]}>
      {label}
    </a>
  )
}
