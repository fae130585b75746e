import { ButtonLink } from '../../../components/button-link.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** "Create event" for a club's Manage area: the editor with that club chosen. */
export function CreateEventLink({ clubId }: { clubId: string }) {
  return (
    <ButtonLink variant="secondary" to={`/events/new?clubId=${encodeURIComponent(clubId)}`}>
      {t('eventEditor.createEvent')}
    </ButtonLink>
  )
}
