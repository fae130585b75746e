import { UPCOMING_DEFAULT_DAYS, type AcademicStatus } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { deviceTimeZone } from '../../../lib/time-zones.ts'
import { refusedGrant, announcementsQuery, myCoursesQuery, upcomingWorkQuery } from '../api.ts'
import { AcademicBlock } from './academic-block.tsx'
import { AnnouncementItem } from './announcement-item.tsx'
import { CourseItem } from './course-item.tsx'
import { ReconnectBanner } from './reconnect-banner.tsx'
import { WorkItem } from './work-item.tsx'

interface ConnectedViewProps {
  status: AcademicStatus
  provider: string
}

/**
 * A connected student's /edu: Due next beside My courses (one column on phones), then
 * Announcements. Each block loads on its own; a 498 from any of them brings the
 * Reconnect banner, with the address that call answered.
 */
export function ConnectedView({ status, provider }: ConnectedViewProps) {
  const upcoming = useQuery(upcomingWorkQuery)
  const courses = useQuery(myCoursesQuery)
  const announcements = useQuery(announcementsQuery)
  const refused = [upcoming, courses, announcements]
    .map((query) => refusedGrant(query.error))
    .find((error) => error !== null)
  return (
    <>
      {refused || status.revoked ? (
        <ReconnectBanner provider={provider} href={refused?.oauthURL ?? status.connectURL} />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AcademicBlock
          title={t('lms.dueNext')}
          query={upcoming}
          provider={provider}
          empty={t('lms.dueNextEmpty', { days: UPCOMING_DEFAULT_DAYS })}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <ul className="flex flex-col gap-3">
              {data.items.map((work) => (
                <WorkItem
                  key={work.id}
                  work={work}
                  provider={provider}
                  zone={deviceTimeZone()}
                  showCourse
                />
              ))}
            </ul>
          )}
        </AcademicBlock>
        <AcademicBlock
          title={t('lms.myCourses')}
          query={courses}
          provider={provider}
          empty={t('lms.coursesEmpty')}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <ul className="flex flex-col gap-1">
              {data.items.map((course) => (
                <CourseItem key={course.id} course={course} />
              ))}
            </ul>
          )}
        </AcademicBlock>
        <AcademicBlock
          title={t('lms.announcements')}
          query={announcements}
          provider={provider}
          empty={t('lms.announcementsEmpty')}
          isEmpty={(data) => data.items.length === 0}
          className="lg:col-span-2"
        >
          {(data) => (
            <ul className="flex flex-col gap-3">
              {data.items.map((item) => (
                <AnnouncementItem
                  key={item.id}
                  announcement={item}
                  provider={provider}
                  showCourse
                />
              ))}
            </ul>
          )}
        </AcademicBlock>
      </div>
    </>
  )
}
