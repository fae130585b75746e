import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { alertStore } from './alert.ts'

/**
 * Spec 4 "Any navigation start clears alerts". Call once, inside the data router (the
 * root layout). A navigation is seen when it starts (useNavigation's pending location),
 * or, for one that needs no loader and so never leaves "idle", when it arrives. A
 * started navigation arrives with the same location key, so each route change clears
 * once. Alerts marked keepAfterRouteChange survive exactly one route change: the first
 * one after they were added (as in the spec's source app); a redirect counts as another.
 */
export function useClearAlertsOnNavigation(): void {
  const navigation = useNavigation()
  const location = useLocation()
  const seen = useRef({ location: location.key, cleared: location.key })
  const pendingKey = navigation.location?.key

  useEffect(() => {
    const last = seen.current
    const hasStarted = pendingKey !== undefined && pendingKey !== last.cleared
    const hasArrived = location.key !== last.location && location.key !== last.cleared
    last.location = location.key
    if (!hasStarted && !hasArrived) return
    last.cleared = hasStarted ? pendingKey : location.key
    alertStore.routeChanged()
  }, [pendingKey, location.key])
}
