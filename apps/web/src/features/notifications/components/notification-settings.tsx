import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Button } from '../../../components/button.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { capabilitiesQuery, preferencesQuery, useSavePreference } from '../preferences-api.ts'
import { AttendeeTable } from './attendee-table.tsx'
import { EmailOptionsFields } from './email-options.tsx'
import { CategoryTable } from './category-table.tsx'
import { GroupTables } from './group-tables.tsx'
import { GroupsNote } from './groups-note.tsx'
import { SaveStatus } from './save-status.tsx'
import { useFocusOnHash } from './use-focus-on-hash.ts'

/**
 * Issue 7 settings: the spec 3 matrix (categories × platforms, and each setting's On),
 * the events the student goes to, a table per club and role, and how email arrives. Every switch saves at once; "Saved." is announced.
 */
export function NotificationSettings({ sectionId }: { sectionId: string }) {
  const preferences = useQuery(preferencesQuery)
  const capabilities = useQuery(capabilitiesQuery)
  const mutation = useSavePreference()
  const noteId = useId()
  useFocusOnHash(sectionId, preferences.isSuccess)

  if (preferences.isError || capabilities.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('notifications.settingsError')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void preferences.refetch()
            void capabilities.refetch()
          }}
        >
          {t('notifications.retry')}
        </Button>
      </div>
    )
  }
  if (!preferences.data || !capabilities.data) {
    return <p role="status">{t('notifications.loadingSettings')}</p>
  }
  const save = mutation.mutate
  const tableProps = {
    preferences: preferences.data,
    capabilities: capabilities.data,
    unavailableNoteId: noteId,
    save,
  }
  return (
    <>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('notifications.globalHint')}</p>
      {capabilities.data.mobile ? null : (
        <p id={noteId} className="text-sm text-zinc-700 dark:text-zinc-300">
          * {t('notifications.mobileUnavailable')}
        </p>
      )}
      <CategoryTable category="general" {...tableProps} />
      <CategoryTable category="academic" {...tableProps} />
      <AttendeeTable {...tableProps} />
      <GroupTables {...tableProps} />
      <GroupsNote count={preferences.data.groups.length} />
      <EmailOptionsFields email={preferences.data.email} save={save} />
      <SaveStatus isSuccess={mutation.isSuccess} error={mutation.error} />
    </>
  )
}
