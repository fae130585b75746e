import { useId } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { ProfileCard } from '../../features/profile/components/profile-card.tsx'
import { useSchool } from '../../lib/school/school.ts'
import { ownProfileQuery } from '../../features/settings/api.ts'
import { ProfileSettings } from '../../features/settings/components/profile-settings.tsx'
import { previewActions } from './profile-actions.tsx'
import { queryClientContext } from '../../lib/query-client.ts'

/** The form starts from the saved profile: load it before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(ownProfileQuery)
  return null
}

/** /settings/profile, with the profile card its preview shows (inert: it is a preview). */
export function Component() {
  const { connect } = useSchool().config
  const previewTitleId = useId()
  return (
    <ProfileSettings
      connect={connect}
      renderPreviewCard={(data) => (
        <ProfileCard
          data={data}
          connect={connect}
          titleId={previewTitleId}
          headingLevel={2}
          renderActions={previewActions}
        />
      )}
    />
  )
}
