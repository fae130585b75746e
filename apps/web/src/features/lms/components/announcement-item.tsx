import type { Announcement } from '@quad/shared'
import { relativeTime } from '../../../lib/i18n/relative-time.ts'
import { OpenInLms } from './open-in-lms.tsx'
import { AnnouncementBody } from './announcement-body.tsx'

interface AnnouncementItemProps {
  announcement: Announcement
  provider: string
  /** Across courses each names its course; inside one course it goes without saying. */
  showCourse: boolean
}

export function AnnouncementItem({ announcement, provider, showCourse }: AnnouncementItemProps) {
  return (
    <li className="flex flex-col gap-1 border-t border-zinc-200 pt-3 first:border-t-0 first:pt-0 dark:border-zinc-800">
      <h3 className="font-semibold break-words text-zinc-900 dark:text-zinc-50">
        {announcement.title}
      </h3>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {showCourse ? `${announcement.courseName} · ` : ''}
        {announcement.authorName ? `${announcement.authorName} · ` : ''}
        <time dateTime={announcement.postedAt}>{relativeTime(announcement.postedAt)}</time>
      </p>
      <AnnouncementBody html={announcement.message} />
      <OpenInLms href={announcement.htmlUrl} provider={provider} name={announcement.title} />
    </li>
  )
}
