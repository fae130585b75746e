import { Link } from 'react-router'
import { textLinkClass } from '../../../components/text-link.ts'
import { t } from '../../../lib/i18n/t.ts'

/** The way back to the login page from a signed-out account page (a 44 px target). */
export function BackToSignIn() {
  return (
    <p className="mt-4 text-center">
      <Link
        to="/login"
        className={`inline-flex min-h-11 items-center text-zinc-900 dark:text-zinc-50 ${textLinkClass}`}
      >
        {t('accounts.backToSignIn')}
      </Link>
    </p>
  )
}
