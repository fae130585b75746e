import { LeaveDialog as SharedLeaveDialog } from '../../../components/leave-dialog.tsx'
import { t } from '../../../lib/i18n/t.ts'

/** Unsaved changes: leaving the school's page asks first, in the console's words. */
export function LeaveDialog({ isDirty }: { isDirty: boolean }) {
  return (
    <SharedLeaveDialog
      isDirty={isDirty}
      strings={{
        title: t('adminSchool.leaveTitle'),
        body: t('adminSchool.leaveBody'),
        stay: t('adminSchool.leaveStay'),
        leave: t('adminSchool.leaveConfirm'),
      }}
    />
  )
}
