import { useLocation } from 'react-router'
import { loginHref } from '../../../lib/session/login-href.ts'
import { t } from '../../../lib/i18n/t.ts'
import { ButtonLink } from '../../../components/button-link.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'

/**
 * Public share mode (spec 2, api.md): a visitor may open the club section, but the club
 * listing needs a bearer token (spec 6), so the page says so and offers a sign-in that
 * comes back here.
 */
export function VisitorClubs() {
  const location = useLocation()
  // After signing in, the same page without share=1.
  const params = new URLSearchParams(location.search)
  params.delete('share')
  const search = params.toString()
  const here = { pathname: location.pathname, search: search ? `?${search}` : '' }
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('clubs.title')}
      </h1>
      <ResultsMessage
        role="status"
        icon="flag"
        title={t('clubs.visitorTitle')}
        body={t('clubs.visitorBody')}
        action={<ButtonLink to={loginHref(here)}>{t('clubs.signIn')}</ButtonLink>}
      />
    </div>
  )
}
