import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ButtonLink } from '../../../components/button-link.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { hasAnyRole } from '../../../lib/session/roles.ts'
import { useSchoolClock } from '../../../lib/school/school-clock.ts'
import { cachedCurrentUser } from '../../../lib/session/session.ts'
import { myClubsQuery } from '../api.ts'
import { emptyEventForm } from '../form-values.ts'
import { LoadFailed } from './load-failed.tsx'
import { EditorFrame } from './editor-frame.tsx'
import { EventForm } from './event-form.tsx'

/** /events/new (`?clubId=` preselects that club): a new event for the school or a club. */
export function NewEventPage({ clubId }: { clubId: string | null }) {
  const clubs = useQuery(myClubsQuery)
  const { zone } = useSchoolClock()
  const canRunSchoolEvents = hasAnyRole(cachedCurrentUser(useQueryClient()), [
    'staff',
    'school_admin',
  ])
  const frame = (body: React.ReactNode) => (
    <EditorFrame
      title={t('eventEditor.newTitle')}
      back={{ to: '/events', label: t('eventEditor.backToEvents') }}
    >
      {body}
    </EditorFrame>
  )
  if (clubs.isPending) return frame(<p role="status">{t('eventEditor.loading')}</p>)
  if (!clubs.data) {
    return frame(<LoadFailed onRetry={() => void clubs.refetch()} />)
  }
  // The clubs they run come first: theirs to publish; the others take a proposal.
  const owners = [
    ...clubs.data.filter((club) => club.membership === 'officer'),
    ...clubs.data.filter((club) => club.membership !== 'officer'),
  ]
  const chosen = owners.find((club) => club.id === clubId)?.id
  const first = canRunSchoolEvents ? '' : owners[0]?.id
  const owner = chosen ?? first
  if (owner === undefined) {
    return frame(
      <ResultsMessage
        role="status"
        icon="flag"
        title={t('eventEditor.noClubsTitle')}
        body={t('eventEditor.ownerNone')}
        action={<ButtonLink to="/events">{t('eventEditor.backToEvents')}</ButtonLink>}
      />,
    )
  }
  return frame(
    <EventForm
      initial={emptyEventForm(owner, zone)}
      event={null}
      clubs={owners}
      canRunSchoolEvents={canRunSchoolEvents}
    />,
  )
}
