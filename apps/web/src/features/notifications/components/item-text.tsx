import type { NotificationItem } from '@quad/shared'
import { Link } from 'react-router'
import { formatDate } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { useSchoolClock, withZoneLabel } from '../../../lib/school/school-clock.ts'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'

interface ItemTextProps {
  id: string
  item: NotificationItem
  /** Followed the link: mark it read and close the panel. */
  onOpen: () => void
}

/** The item's text (a link to its subject when it has one) and how long ago it happened. */
export function ItemText({ id, item, onOpen }: ItemTextProps) {
  const clock = useSchoolClock()
  const at = new Date(item.updatedAt)
  // Its moment on the school's clock, named when the device is elsewhere (issue 30 bug 4).
  const when = withZoneLabel(clock, formatDate(at, 'dateTime', clock.zone), at)
  const unread = item.read ? null : <span className="sr-only">{t('notifications.unread')} </span>
  const text = (
    <span className={item.read ? '' : 'font-semibold'}>
      {unread}
      {item.text}
    </span>
  )
  return (
    <>
      {item.link ? (
        <Link
          id={id}
          to={item.link}
          onClick={onOpen}
          className="block rounded break-words text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-zinc-50 dark:focus-visible:outline-white"
        >
          {text}
        </Link>
      ) : (
        <p id={id} className="break-words">
          {text}
        </p>
      )}
      <p className="mt-0.5 text-sm text-zinc-700 dark:text-zinc-300">
        <time dateTime={item.updatedAt} title={when}>
          {relativeTime(item.updatedAt)}
        </time>
      </p>
    </>
  )
}
