import { DeletionSettings } from '../../features/account-deletion/components/deletion-settings.tsx'
import { ExportSettings } from '../../features/data-export/components/export-settings.tsx'
import { RecordsSettings } from '../../features/records/components/records-settings.tsx'

export { loader } from './settings-profile.tsx'

/**
 * /settings/data (issue 18): what Quad records about you and the analytics opt-out, a
 * download of everything, and deleting the account.
 */
export function Component() {
  return (
    <>
      <RecordsSettings />
      <ExportSettings />
      <DeletionSettings />
    </>
  )
}
