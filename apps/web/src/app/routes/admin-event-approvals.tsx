import '../../features/events/approval-messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { EventApprovalsPage } from '../../features/events/components/event-approvals-page.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loader } from './clubs-route.ts'

// The review calls use the bearer client: the JWT is fetched before the page renders.
export { loader }

/** /admin/event-approvals (decision 106): club events waiting for staff; the frame is admin.tsx. */
export function Component() {
  return (
    <EventApprovalsPage
      header={
        <AdminPageHeader title={t('admin.approvalsPage')} intro={t('eventApprovals.intro')} />
      }
    />
  )
}
