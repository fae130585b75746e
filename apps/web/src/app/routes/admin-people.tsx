import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { t } from '../../lib/i18n/t.ts'

/** /admin/people (issue 14): being built; the frame around it is app/routes/admin.tsx. */
export function Component() {
  return <AdminPageHeader title={t('admin.peoplePage')} intro={t('admin.comingSoonBody')} />
}
