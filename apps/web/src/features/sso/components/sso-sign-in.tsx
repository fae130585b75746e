import { safeRedirectPath, SsoErrorCode } from '@quad/shared'
import { useSearchParams } from 'react-router'
import { buttonVariants } from '../../../components/button-styles.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSsoPublic } from '../api.ts'
import '../messages.ts'

/**
 * The login page's "Sign in with {provider}" button and the reason a sign-in through the
 * provider was refused (`?sso_error=`, issue 18 item 1). The button is a plain link: the
 * round trip starts on the server, which sends the browser to the school's provider.
 */
export function SsoSignIn() {
  const [searchParams] = useSearchParams()
  const { data } = useSsoPublic()
  const error = SsoErrorCode.safeParse(searchParams.get('sso_error'))
  const provider = data?.provider
  const redirect = safeRedirectPath(searchParams.get('redirect'))
  return (
    <>
      {error.success && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200"
        >
          {t(`sso.error.${error.data}`)}
        </p>
      )}
      {provider && (
        <div className="mb-6 flex flex-col gap-4">
          <a
            href={`${provider.startUrl}?redirect=${encodeURIComponent(redirect)}`}
            className={`${buttonVariants.primary} w-full`}
          >
            {t('sso.signInWith', { provider: provider.displayName })}
          </a>
          {data.ssoOnly ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              {t('sso.onlyWay', { provider: provider.displayName })}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
              <span aria-hidden="true" className="h-px flex-1 bg-zinc-300 dark:bg-zinc-700" />
              {t('sso.or')}
              <span aria-hidden="true" className="h-px flex-1 bg-zinc-300 dark:bg-zinc-700" />
            </p>
          )}
        </div>
      )}
    </>
  )
}
