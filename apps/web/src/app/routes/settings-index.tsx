import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { settingsPathForHash } from '../../features/settings/settings-pages.ts'

/**
 * /settings itself opens the profile; an old link's anchor (`/settings#notifications` in
 * emails sent before the sub-pages) opens its sub-page. The anchor never reaches a loader,
 * hence a redirect on render (useNavigate, already in the initial bundle, not <Navigate>).
 */
export function Component() {
  const { hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(settingsPathForHash(hash), { replace: true })
  }, [hash, navigate])
  return null
}
