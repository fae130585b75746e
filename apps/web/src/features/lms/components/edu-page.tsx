import type { AcademicStatus } from '@quad/shared'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { academicStatusQuery } from '../api.ts'
import '../messages.ts'
import { providerName } from '../provider-name.ts'
import { useOAuthReturnAlert } from '../use-oauth-return-alert.ts'
import { ConnectLink } from './connect-link.tsx'
import { ConnectedView } from './connected-view.tsx'
import { LoadFailedMessage } from './load-failed-message.tsx'
import { LmsNotice } from './lms-notice.tsx'
import { ReconnectBanner } from './reconnect-banner.tsx'

/**
 * Spec 2 /edu (issue 17): the status first (never a 498), which decides between "not set
 * up at your school", "Connect Canvas", and the student's courses, work and announcements.
 */
export function EduPage() {
  useOAuthReturnAlert()
  const status = useQuery(academicStatusQuery)
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 md:px-8 md:pt-10">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('edu.title')}
        </h1>
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">{t('lms.intro')}</p>
      </div>
      <EduBody status={status} />
    </div>
  )
}

function EduBody({ status }: { status: UseQueryResult<AcademicStatus> }) {
  if (status.isPending) return <p role="status">{t('lms.loading')}</p>
  if (status.isError) {
    return (
      <LoadFailedMessage
        title={t('lms.statusFailedTitle')}
        body={t('lms.statusFailedBody')}
        onRetry={() => void status.refetch()}
      />
    )
  }
  const { data } = status
  const provider = providerName(data.provider)
  if (!data.configured) {
    return <LmsNotice title={t('lms.notConfiguredTitle')} body={t('lms.notConfiguredBody')} />
  }
  if (data.connected) return <ConnectedView status={data} provider={provider} />
  if (data.revoked) return <ReconnectBanner provider={provider} href={data.connectURL} />
  return (
    <LmsNotice
      title={t('lms.connectTitle')}
      body={t('lms.connectBody', { provider })}
      action={
        data.connectURL ? (
          <ConnectLink href={data.connectURL} label={t('lms.connect', { provider })} />
        ) : null
      }
    />
  )
}
