import type { CourseDetail } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { deviceTimeZone } from '../../../lib/time-zones.ts'
import { AnnouncementItem } from './announcement-item.tsx'
import { courseGrade } from './course-grade.ts'
import { DetailSection } from './detail-section.tsx'
import { OpenInLms } from './open-in-lms.tsx'
import { SyncLine } from './sync-line.tsx'
import { WorkItem } from './work-item.tsx'

interface CourseDetailViewProps {
  detail: CourseDetail
  provider: string
}

/** The course's header, then its work (by due date, as the server orders it) and announcements. */
export function CourseDetailView({ detail, provider }: CourseDetailViewProps) {
  const { course, work, announcements, sync } = detail
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight break-words text-zinc-900 dark:text-zinc-50">
          {course.name}
        </h1>
        <p className="text-zinc-700 dark:text-zinc-300">
          {[course.courseCode, course.termName].filter(Boolean).join(' · ')}
        </p>
        <p className="font-semibold text-zinc-900 dark:text-zinc-50">{courseGrade(course)}</p>
        <SyncLine sync={sync} />
        <OpenInLms href={course.htmlUrl} provider={provider} name={course.name} className="" />
      </div>
      <DetailSection
        title={t('lms.course.work')}
        empty={t('lms.course.workEmpty')}
        count={work.length}
      >
        {work.map((item) => (
          <WorkItem
            key={item.id}
            work={item}
            provider={provider}
            zone={deviceTimeZone()}
            showCourse={false}
          />
        ))}
      </DetailSection>
      <DetailSection
        title={t('lms.announcements')}
        empty={t('lms.announcementsEmpty')}
        count={announcements.length}
      >
        {announcements.map((item) => (
          <AnnouncementItem
            key={item.id}
            announcement={item}
            provider={provider}
            showCourse={false}
          />
        ))}
      </DetailSection>
    </>
  )
}
