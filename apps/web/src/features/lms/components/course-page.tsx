import type { CourseDetail } from '@quad/shared'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Icon } from '../../../components/icon.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { t } from '../../../lib/i18n/t.ts'
import { refusedGrant, academicStatusQuery, courseDetailQuery } from '../api.ts'
import '../messages.ts'
import { providerName } from '../provider-name.ts'
import { CourseDetailView } from './course-detail-view.tsx'
import { LoadFailedMessage } from './load-failed-message.tsx'
import { ReconnectBanner } from './reconnect-banner.tsx'

/** /edu/courses/:courseId (issue 17): one course, its work by due date, its announcements. */
export function CoursePage({ courseId }: { courseId: string }) {
  const detail = useQuery(courseDetailQuery(courseId))
  const status = useQuery(academicStatusQuery)
  const provider = providerName(status.data?.provider)
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <Link
        to="/edu"
        className={`inline-flex min-h-11 items-center gap-1 self-start ${textLinkClass}`}
      >
        <Icon name="chevronLeft" className="size-5" />
        {t('lms.course.back')}
      </Link>
      <CourseBody query={detail} provider={provider} connectURL={status.data?.connectURL ?? null} />
    </div>
  )
}

function CourseBody({
  query,
  provider,
  connectURL,
}: {
  query: UseQueryResult<CourseDetail>
  provider: string
  /** Where to re-authorise when a 498 did not say (refusedGrant). */
  connectURL: string | null
}) {
  if (query.isPending) return <p role="status">{t('lms.course.loading')}</p>
  if (query.isError) {
    const refused = refusedGrant(query.error)
    if (refused) {
      return <ReconnectBanner provider={provider} href={refused.oauthURL ?? connectURL} />
    }
    const isMissing = isHttpError(query.error, 404)
    return (
      <LoadFailedMessage
        title={isMissing ? t('lms.course.notFoundTitle') : t('lms.course.failedTitle')}
        body={isMissing ? t('lms.course.notFoundBody') : t('lms.statusFailedBody')}
        onRetry={isMissing ? undefined : () => void query.refetch()}
      />
    )
  }
  return <CourseDetailView detail={query.data} provider={provider} />
}
