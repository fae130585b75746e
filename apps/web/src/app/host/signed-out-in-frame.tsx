import { CardPage } from '../../components/card-page.tsx'
import { t } from '../../lib/i18n/t.ts'

/**
 * Spec 4: inside a host frame a logged-out user is not sent to Quad's login page;
 * the host has been told (webapp_logged_out) and signs the user in its own way.
 */
export function SignedOutInFrame() {
  return (
    <CardPage>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('host.signedOutTitle')}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t('host.signedOutBody')}</p>
    </CardPage>
  )
}
