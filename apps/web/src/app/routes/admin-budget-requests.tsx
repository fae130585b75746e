import '../../features/budgets/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { BudgetQueuePage } from '../../features/budgets/components/budget-queue-page.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loader } from './clubs-route.ts'

// The review calls use the bearer client: the JWT is fetched before the page renders.
export { loader }

/** /admin/budget-requests (decision 109): clubs' requests waiting for staff; the frame is admin.tsx. */
export function Component() {
  return (
    <BudgetQueuePage
      header={<AdminPageHeader title={t('admin.budgetsPage')} intro={t('budgetQueue.intro')} />}
    />
  )
}
