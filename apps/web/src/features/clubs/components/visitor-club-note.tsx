import { useLocation } from 'react-router'
import { ButtonLink } from '../../../components/button-link.tsx'
import { loginHref } from '../../../lib/session/login-href.ts'
import { t } from '../../../lib/i18n/t.ts'

/**
 * Share mode on a club's page (issue 16): a visitor reads its About, public events and
 * news; the rest (joining, the discussion, the members) is a sign-in away, and signing in
 * comes back to this page.
 */
export function VisitorClubNote() {
  const location = useLocation()
  return (
    <aside
      aria-labelledby="visitor-club-note"
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-zinc-200 sm:flex-row sm:items-center sm:justify-between dark:bg-zinc-900 dark:ring-zinc-800"
    >
      <div>
        <h2 id="visitor-club-note" className="font-semibold">
          {t('clubs.visitorClubTitle')}
        </h2>
        <p className="text-zinc-800 dark:text-zinc-200">{t('clubs.visitorClubBody')}</p>
      </div>
      <ButtonLink to={loginHref(location)} className="shrink-0">
        {t('clubs.signIn')}
      </ButtonLink>
    </aside>
  )
}
