import '../../features/admin-badges/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { AdminBadgesPage } from '../../features/admin-badges/components/admin-badges-page.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loader } from './clubs-route.ts'

// The badge calls use the bearer client: the JWT is fetched before the page renders.
export { loader }

/** /admin/badges (issue 36 item 3): the school's badges; the frame is app/routes/admin.tsx. */
export function Component() {
  return (
    <AdminBadgesPage
      header={(actions) => (
        <AdminPageHeader
          title={t('admin.badgesPage')}
          intro={t('adminBadges.intro')}
          actions={actions}
        />
      )}
    />
  )
}
