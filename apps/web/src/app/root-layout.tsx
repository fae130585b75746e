import { Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { Outlet, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router'
import { schoolQuery } from '../lib/school/school.ts'
import { useSchoolTheme } from '../lib/school/use-school-theme.ts'
import { useAnalytics } from '../lib/analytics/use-analytics.ts'
import { useClearAlertsOnNavigation } from '../lib/alerts/use-clear-alerts-on-navigation.ts'
import { bootHost } from '../lib/host/boot-host.ts'
import { useReportRouteToHost } from '../lib/host/use-report-route.ts'
import { queryClientContext } from '../lib/query-client.ts'
import { replayEarlyTaps, replayEarlyTyping } from '../lib/ssr/early-input.ts'
import { drawAtRealTime } from '../lib/ssr/render-clock.ts'
import { afterLoad } from '../lib/main-thread.ts'
import { appUpdate } from '../lib/pwa/app-update.ts'
import { lazyPart } from '../lib/ssr/lazy-part.ts'

/** "A new version is ready": its code only once one is (issue 32's initial-JS budget). */
const UpdateBanner = lazyPart(
  () => import('../components/app-update-banner.tsx'),
  (module) => module.AppUpdateBanner,
)
import { PageNameContext } from './page-name.ts'
import { RouteAnnouncer } from './route-announcer.tsx'
import { usePageTitle } from './use-page-title.ts'

/**
 * Inside a host frame, connect to the host (and take the school and session it may
 * supply) before anything else: middleware runs before every loader and before the
 * route guards, which must know whether a host is listening (spec 4).
 */
export const rootMiddleware: MiddlewareFunction = async ({ context }) => {
  await bootHost(context.get(queryClientContext))
}

/** Spec 4 "App loading": nothing renders until the school has loaded. */
export async function rootLoader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).query(schoolQuery)
  return null
}

export function RootLayout() {
  useSchoolTheme()
  useReportRouteToHost()
  useClearAlertsOnNavigation()
  useAnalytics()
  const [pageName, setPageName] = useState<string | null>(null)
  const announcement = usePageTitle(pageName)
  // The page is hydrated (or drawn): what the student did meanwhile reaches React now, and
  // `html[data-ready]` says the app listens, for a test or a developer (decision 075).
  useLayoutEffect(() => {
    replayEarlyTyping()
    drawAtRealTime()
  }, [])
  useEffect(() => {
    replayEarlyTaps()
    document.documentElement.dataset['ready'] = ''
  }, [])
  // The service worker once the page has loaded and settled (issue 34: its precache must not
  // compete with the first screen's own downloads); in a production build only, as
  // development serves modules the worker would not know.
  useEffect(() => {
    if (!import.meta.env.PROD) return
    return afterLoad(() => {
      void import('../lib/pwa/service-worker.ts').then((module) => module.registerServiceWorker())
    })
  }, [])
  const updateReady = useSyncExternalStore(appUpdate.subscribe, appUpdate.ready, () => false)
  return (
    <PageNameContext value={setPageName}>
      <Outlet />
      <RouteAnnouncer message={announcement} />
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateBanner.Component />
        </Suspense>
      ) : null}
    </PageNameContext>
  )
}
