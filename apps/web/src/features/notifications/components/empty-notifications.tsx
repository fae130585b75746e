import { Link } from 'react-router'
import { Icon } from '../../../components/icon.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { textLinkClass } from '../../../components/text-link.ts'
import { NOTIFICATION_SETTINGS_HREF } from '../settings-href.ts'

/** What will show up here, and where to choose it. */
export function EmptyNotifications({
  onNavigate,
  className,
}: {
  onNavigate: () => void
  className: string
}) {
  return (
    <div className={`${className} flex flex-col items-center gap-3 px-6 py-10 text-center`}>
      <span className="grid size-14 place-items-center rounded-full bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
        <Icon name="bell" />
      </span>
      <p className="text-lg font-semibold">{t('notifications.emptyTitle')}</p>
      <p className="text-zinc-700 dark:text-zinc-300">{t('notifications.emptyBody')}</p>
      <Link
        to={NOTIFICATION_SETTINGS_HREF}
        onClick={onNavigate}
        className={`min-h-11 content-center rounded-lg px-2 ${textLinkClass}`}
      >
        {t('notifications.openSettings')}
      </Link>
    </div>
  )
}
