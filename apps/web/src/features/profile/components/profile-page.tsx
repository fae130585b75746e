import { useId } from 'react'
import { ProfileContent } from './profile-content.tsx'
import type { ReactNode } from 'react'
import type { RenderProfileActions } from '../profile-slots.ts'

interface ProfilePageProps {
  uid: string | null
  connect: boolean
  closeButton?: ReactNode
  renderActions: RenderProfileActions
}

/** The card as a page: /student_profile?uid= in the shell, /embed/profile without it. */
export function ProfilePage({ uid, connect, closeButton, renderActions }: ProfilePageProps) {
  const titleId = useId()
  return (
    <div className="mx-auto w-full max-w-2xl sm:px-6 sm:py-8">
      <div className="overflow-hidden bg-white shadow-sm ring-zinc-200 sm:rounded-3xl sm:ring-1 dark:bg-zinc-900 dark:ring-zinc-800">
        <ProfileContent
          uid={uid}
          connect={connect}
          titleId={titleId}
          headingLevel={1}
          closeButton={closeButton}
          renderActions={renderActions}
        />
      </div>
    </div>
  )
}
