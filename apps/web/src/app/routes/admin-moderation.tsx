import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { ModerationQueue } from '../../features/moderation/components/moderation-queue.tsx'
import '../../features/moderation/messages.ts'
import { t } from '../../lib/i18n/t.ts'

/** /admin/moderation (issue 14 item 4): the reports queue; the frame is app/routes/admin.tsx. */
export function Component() {
  return (
    <>
      <AdminPageHeader title={t('admin.moderationPage')} intro={t('moderation.intro')} />
      <ModerationQueue />
    </>
  )
}
