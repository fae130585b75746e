import '../../features/clubs/messages.ts'
import '../../features/admin-clubs/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { AdminClubsPage } from '../../features/admin-clubs/components/admin-clubs-page.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loader } from './clubs-route.ts'

// The club calls use the bearer client (spec 7): the JWT is fetched before the page renders.
export { loader }

/** /admin/clubs (issue 14 item 3): the school's clubs; the frame is app/routes/admin.tsx. */
export function Component() {
  return (
    <AdminClubsPage
      header={(actions) => (
        <AdminPageHeader
          title={t('admin.clubsPage')}
          intro={t('adminClubs.intro')}
          actions={actions}
        />
      )}
    />
  )
}
