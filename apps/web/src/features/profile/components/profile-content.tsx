import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'
import { ButtonLink } from '../../../components/button-link.tsx'
import { profileQuery } from '../api.ts'
import type { RenderProfileActions } from '../profile-slots.ts'
import { ProfileCard } from './profile-card.tsx'
import { ProfileMessage } from './profile-message.tsx'
import { ProfileSkeleton } from './profile-skeleton.tsx'

interface ProfileContentProps {
  /** Null: the signed-in user (spec 2). */
  uid: string | null
  connect: boolean
  titleId: string
  headingLevel: 1 | 2
  closeButton?: ReactNode
  renderActions: RenderProfileActions
}

/** One profile in every state: loading, failed (retry), not found (spec 8), or the card. */
export function ProfileContent({
  uid,
  connect,
  titleId,
  headingLevel,
  closeButton,
  renderActions,
}: ProfileContentProps) {
  const { data, isPending, isError, refetch } = useQuery(profileQuery(uid))
  if (isPending) {
    return (
      <div className="relative">
        {closeButton}
        <ProfileSkeleton />
      </div>
    )
  }
  const common = { titleId, headingLevel }
  if (isError || data === null) {
    return (
      <div className="relative">
        {closeButton}
        {isError ? (
          <ProfileMessage
            {...common}
            title={t('profile.errorTitle')}
            body={t('profile.errorBody')}
            action={<Button onClick={() => void refetch()}>{t('error.retry')}</Button>}
          />
        ) : (
          <ProfileMessage
            {...common}
            title={t('profile.notFoundTitle')}
            body={t('profile.notFoundBody')}
            action={<ButtonLink to="/directory">{t('profile.toDirectory')}</ButtonLink>}
          />
        )}
      </div>
    )
  }
  return (
    <ProfileCard
      data={data}
      connect={connect}
      closeButton={closeButton}
      renderActions={renderActions}
      {...common}
    />
  )
}
