import type { UserProfile } from '@quad/shared'
import { ConnectionActions } from '../../features/connections/components/connection-actions.tsx'
import { PreviewActions } from '../../features/connections/components/preview-actions.tsx'

/** The profile card's buttons where a student meets another: connection state and Message. */
export function connectionActions(profile: UserProfile, connect: boolean) {
  return <ConnectionActions profile={profile} connect={connect} />
}

/** Settings' "view as": the buttons that audience sees, inert (nothing acts on oneself). */
export function previewActions(profile: UserProfile, connect: boolean) {
  return <PreviewActions profile={profile} connect={connect} />
}
