import { safeRedirectPath } from '@quad/shared'
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { CardPage } from '../../components/card-page.tsx'
import { textLinkClass } from '../../components/text-link.ts'
import { fetchCurrentUser } from '../../lib/session/session.ts'
import { LoginForm } from '../../features/auth/components/login-form.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { SsoSignIn } from '../../features/sso/components/sso-sign-in.tsx'
import { useSsoPublic } from '../../features/sso/api.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { t } from '../../lib/i18n/t.ts'

/** The redirect parameter is user-controlled: only a path on this origin is followed. */
function redirectTarget(searchParams: URLSearchParams): string {
  return safeRedirectPath(searchParams.get('redirect'))
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await fetchCurrentUser(context.get(queryClientContext))
  // Already signed in (a bookmark, the back button): go straight on.
  if (user) return redirect(redirectTarget(new URL(request.url).searchParams))
  return null
}

export function Component() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // A school that signs in only through its provider shows no password form.
  const ssoOnly = useSsoPublic().data?.ssoOnly === true

  return (
    <CardPage banner={<SchoolBanner />}>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('login.title')}
      </h1>
      <p className="mt-1 mb-6 text-zinc-700 dark:text-zinc-300">{t('login.intro')}</p>
      <SsoSignIn />
      {!ssoOnly && (
        <LoginForm
          onLoggedIn={() => void navigate(redirectTarget(searchParams), { replace: true })}
        />
      )}
      {!ssoOnly && (
        <p className="mt-4 text-center">
          <Link
            to="/forgot-password"
            className={`inline-flex min-h-11 items-center text-zinc-900 dark:text-zinc-50 ${textLinkClass}`}
          >
            {t('login.forgot')}
          </Link>
        </p>
      )}
    </CardPage>
  )
}
