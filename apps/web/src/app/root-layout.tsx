import { useEffect, useState } from 'react'
import { Outlet, type LoaderFunctionArgs, type MiddlewareFunction } from 'react-router'
import { schoolQuery } from '../lib/school/school.ts'
import { useSchoolTheme } from '../lib/school/use-school-theme.ts'
import { useAnalytics } from '../lib/analytics/use-analytics.ts'
import { useClearAlertsOnNavigation } from '../lib/alerts/use-clear-alerts-on-navigation.ts'
import { bootHost } from '../lib/host/boot-host.ts'
import { useReportRouteToHost } from '../lib/host/use-report-route.ts'
import { queryClientContext } from '../lib/query-client.ts'
import { replayEarlyClicks } from '../lib/ssr/early-clicks.ts'
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
  // The page is hydrated: the taps held meanwhile are made now (decision 075).
  useEffect(() => {
    replayEarlyClicks()
  }, [])
  return (
    <PageNameContext value={setPageName}>
      <Outlet />
      <RouteAnnouncer message={announcement} />
    </PageNameContext>
  )
}
