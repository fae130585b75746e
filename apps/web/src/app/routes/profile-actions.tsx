import { ConnectionStatus, type UserProfile } from '@quad/shared'
import { ConnectionActions } from '../../features/connections/components/connection-actions.tsx'
import { PreviewActions } from '../../features/connections/components/preview-actions.tsx'
import { BookMeeting } from '../../features/meetings/components/book-meeting.tsx'
import { ReportButton } from '../../features/moderation/index.ts'

/**
 * The profile card's buttons where a student meets another: connection state and Message,
 * Book a meeting when they hold office hours (issue 36 item 6), and Report (issue 14
 * item 4) on anyone's but one's own.
 */
export function connectionActions(profile: UserProfile, connect: boolean) {
  return (
    <>
      <ConnectionActions profile={profile} connect={connect} />
      {profile.connectionStatus === ConnectionStatus.OWN ? null : <BookMeeting profile={profile} />}
      {profile.connectionStatus === ConnectionStatus.OWN ? null : (
        <div className="flex w-full justify-center">
          <ReportButton
            kind="profiles"
            uid={profile.uid}
            name={`${profile.firstName} ${profile.lastName}`}
          />
        </div>
      )}
    </>
  )
}

/** Settings' "view as": the buttons that audience sees, inert (nothing acts on oneself). */
export function previewActions(profile: UserProfile, connect: boolean) {
  return <PreviewActions profile={profile} connect={connect} />
}
