import '../../features/attendance/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { SchoolAttendance } from '../../features/attendance/components/school-attendance.tsx'
import { t } from '../../lib/i18n/t.ts'

/**
 * /admin/attendance (issue 37 item 5, decision 111): the school's attendance per term,
 * club by club, for student-life staff and school admins.
 */
export function Component() {
  return (
    <>
      <AdminPageHeader title={t('admin.attendancePage')} intro={t('admin.attendanceIntro')} />
      <div className="mt-6">
        <SchoolAttendance ownPage />
      </div>
    </>
  )
}
