import '../../features/admin-overview/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { ActivitySection } from '../../features/admin-overview/components/activity-section.tsx'
import { AuditSection } from '../../features/admin-overview/components/audit-section.tsx'
import { SchoolAttendance } from '../../features/attendance/components/school-attendance.tsx'
import { t } from '../../lib/i18n/t.ts'

/**
 * /admin/overview (issue 14 item 5): activity over time, this term's attendance (issue 37
 * item 5) and the audit log, for school admins.
 */
export function Component() {
  return (
    <>
      <AdminPageHeader title={t('admin.overviewPage')} intro={t('overview.intro')} />
      <ActivitySection />
      <div className="mt-8">
        <SchoolAttendance />
      </div>
      <AuditSection />
    </>
  )
}
