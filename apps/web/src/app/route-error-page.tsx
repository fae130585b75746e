import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../components/button.tsx'
import { ButtonLink } from '../components/button-link.tsx'
import { CardPage } from '../components/card-page.tsx'
import { LOGGED_OUT_IN_FRAME } from './require-user.ts'
import { SignedOutInFrame } from './host/signed-out-in-frame.tsx'
import { t } from '../lib/i18n/t.ts'
import { browserIsOffline } from '../lib/offline/use-online.ts'

/**
 * The root error boundary. It may render because the school itself failed to load, so
 * it uses no school data; the error's details go to the console, never to the page.
 */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.data === LOGGED_OUT_IN_FRAME) return <SignedOutInFrame />
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  // A page with no network that this device never kept (decision 084): said as such.
  const isOffline = !isNotFound && browserIsOffline()
  if (!isNotFound && !isOffline) console.error(error)

  return (
    <CardPage>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {isNotFound
          ? t('error.notFoundTitle')
          : isOffline
            ? t('error.offlineTitle')
            : t('error.title')}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        {isNotFound
          ? t('error.routeNotFoundBody')
          : isOffline
            ? t('error.offlineBody')
            : t('error.body')}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            window.location.reload()
          }}
        >
          {t('error.retry')}
        </Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          {t('common.goHome')}
        </ButtonLink>
      </div>
    </CardPage>
  )
}
