import '../messages.ts'
import { useQuery } from '@tanstack/react-query'
import { CardPage } from '../../../components/card-page.tsx'
import { SchoolBanner } from '../../../components/school-banner.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { verificationQuery } from '../api.ts'
import { dayText, RecordSections } from './record-sections.tsx'

/**
 * /cct/verify/{token} (no sign-in): what the student chose to show, stated as verified by
 * Quad for the school; a revoked link says so; a link that is not one of ours says that.
 */
export function VerifyPage({ token }: { token: string }) {
  const verification = useQuery(verificationQuery(token))
  const answer = verification.data
  let body
  if (verification.isPending) {
    body = <p role="status">{t('transcript.verifyLoading')}</p>
  } else if (!answer) {
    body = <p role="alert">{t('transcript.verifyInvalid')}</p>
  } else if (answer.status === 'revoked') {
    body = <p role="alert">{t('transcript.verifyRevoked', { date: dayText(answer.revokedAt) })}</p>
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="rounded-lg bg-emerald-100 p-3 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
        >
          {t('transcript.verifyGenuine', {
            school: answer.record.school.name,
            date: dayText(answer.issuedAt),
          })}
        </p>
        <p className="text-xl font-semibold">{answer.record.student.name}</p>
        <p>{t('transcript.totalHours', { hours: String(answer.record.hours.total) })}</p>
        <RecordSections record={answer.record} hideEmpty />
      </div>
    )
  }
  return (
    <CardPage banner={<SchoolBanner />}>
      <h1 className="mb-3 text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        {t('transcript.verifyTitle')}
      </h1>
      {body}
    </CardPage>
  )
}
