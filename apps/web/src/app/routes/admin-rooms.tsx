import '../../features/admin-rooms/messages.ts'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { AdminRoomsPage } from '../../features/admin-rooms/components/admin-rooms-page.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loader } from './clubs-route.ts'

// The room calls use the bearer client: the JWT is fetched before the page renders.
export { loader }

/** /admin/rooms (decision 105): the school's rooms; the frame is app/routes/admin.tsx. */
export function Component() {
  return (
    <AdminRoomsPage
      header={(actions) => (
        <AdminPageHeader
          title={t('admin.roomsPage')}
          intro={t('adminRooms.intro')}
          actions={actions}
        />
      )}
    />
  )
}
