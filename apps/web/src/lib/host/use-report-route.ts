import { useEffect } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { postToHost } from './host-bridge.ts'

/**
 * Spec 1: post 'angular-route' with each route URL after redirects — so only once
 * the navigation has settled, with the location the user ends up on.
 */
export function useReportRouteToHost(): void {
  const location = useLocation()
  const navigation = useNavigation()
  const settled = navigation.state === 'idle'
  const url = `${location.pathname}${location.search}${location.hash}`
  useEffect(() => {
    if (settled) postToHost({ type: 'angular-route', url })
  }, [settled, url])
}
