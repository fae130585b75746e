import { useParams } from 'react-router'
import { ProfilePage } from '../../features/profile/components/profile-page.tsx'
import { connectionActions } from './profile-actions.tsx'
import { useSchool } from '../../lib/school/school.ts'

/**
 * Spec 2 /embed/profile/{uid} and /embed/profile: the card for a host page's frame,
 * without the shell; no uid means the signed-in user. No close button: inside the host's
 * frame there is nothing of Quad's to return to.
 */
export function Component() {
  const { uid } = useParams()
  const school = useSchool()
  return (
    <main className="min-h-dvh bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-50">
      <ProfilePage
        key={uid}
        uid={uid ?? null}
        connect={school.config.connect}
        renderActions={connectionActions}
      />
    </main>
  )
}
