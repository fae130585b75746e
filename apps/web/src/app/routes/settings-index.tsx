import { Navigate, useLocation } from 'react-router'
import { settingsPathForHash } from '../../features/settings/settings-pages.ts'

/**
 * /settings itself opens the profile; an old link's anchor (`/settings#notifications` in
 * emails and "Why did I get this?") opens its sub-page. The anchor never reaches a loader,
 * hence a redirect on render.
 */
export function Component() {
  const { hash } = useLocation()
  return <Navigate replace to={settingsPathForHash(hash)} />
}
