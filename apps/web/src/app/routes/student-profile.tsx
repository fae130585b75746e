import { useQuery } from '@tanstack/react-query'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { profileQuery } from '../../features/profile/api.ts'
import { CloseButton } from '../../features/profile/components/close-button.tsx'
import { ProfilePage } from '../../features/profile/components/profile-page.tsx'
import { useSchool } from '../../lib/school/school.ts'
import { connectionActions } from './profile-actions.tsx'
import { usePageName } from '../page-name.ts'

/** Spec 2 /student_profile?uid={uid}: the full profile page; no uid shows the signed-in user. */
export function Component() {
  const [searchParams] = useSearchParams()
  const school = useSchool()
  const location = useLocation()
  const navigate = useNavigate()
  const uid = searchParams.get('uid') || null
  // The profile page loads it; this only reads the cache, to name the page (WCAG 2.4.2).
  const shown = useQuery({ ...profileQuery(uid), enabled: false }).data?.profile
  usePageName(shown ? `${shown.firstName} ${shown.lastName}` : null)

  // Close goes back where the user came from; opened directly (no history), to the directory.
  const close = () => void (location.key === 'default' ? navigate('/directory') : navigate(-1))

  return (
    <ProfilePage
      key={uid}
      uid={uid}
      connect={school.config.connect}
      renderActions={connectionActions}
      closeButton={<CloseButton onClose={close} />}
    />
  )
}
