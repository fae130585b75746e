import '../registration-messages.ts'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '../../../components/button.tsx'
import { DetailLoadFailed, DetailPage } from '../../../components/detail-page.tsx'
import { ResultsMessage } from '../../../components/results-message.tsx'
import { textLinkClass } from '../../../components/text-link.ts'
import { downloadFile } from '../../../lib/http/download-file.ts'
import { isHttpError } from '../../../lib/http/http.ts'
import { useDownload } from '../../../lib/http/use-download.ts'
import { formatNumber } from '../../../lib/i18n/format.ts'
import { t } from '../../../lib/i18n/t.ts'
import { QuestionResult } from '../../forms/index.ts'
import { eventHref } from '../event-href.ts'
import { eventRegistrationQuery, registrationPath } from '../registration-api.ts'

/**
 * /events/:eventId/registration (decision 113): the registration answers of those going or
 * waiting, summed per question as a form's results are (counts as words with bars, a
 * scale's mean, the latest texts), and the CSV with a row each. Its managers only.
 */
export function RegistrationPage({ eventId }: { eventId: string }) {
  const registration = useQuery(eventRegistrationQuery(eventId))
  const { saving, start } = useDownload((reason) => t('eventRegistration.failed', { reason }))
  const back = (
    <Link to={eventHref(eventId, 'student')} className={`text-sm font-semibold ${textLinkClass}`}>
      ← {t('eventRegistration.back')}
    </Link>
  )
  if (registration.isPending) {
    return (
      <DetailPage back={back}>
        <h1 className="text-2xl font-bold">{t('eventRegistration.title')}</h1>
        <p role="status">{t('eventRegistration.loading')}</p>
      </DetailPage>
    )
  }
  if (!registration.data) {
    const forbidden = isHttpError(registration.error, 403)
    return (
      <DetailPage back={back}>
        {forbidden ? (
          <>
            <h1 className="text-2xl font-bold">{t('eventRegistration.title')}</h1>
            <ResultsMessage
              role="alert"
              icon="flag"
              title={t('eventRegistration.forbiddenTitle')}
              body={t('eventRegistration.forbidden')}
              action={null}
            />
          </>
        ) : (
          <DetailLoadFailed
            isMissing={isHttpError(registration.error, 404)}
            missing={{
              title: t('eventRegistration.missingTitle'),
              body: t('eventRegistration.missingBody'),
            }}
            failed={{
              title: t('eventRegistration.title'),
              body: t('eventRegistration.error'),
              retry: t('eventRegistration.retry'),
            }}
            onRetry={() => void registration.refetch()}
          />
        )}
      </DetailPage>
    )
  }
  const data = registration.data
  const registered = data.going + data.waitlisted
  const download = () => {
    start(() =>
      downloadFile(`${registrationPath(eventId)}.csv`, `event-${eventId}-registration.csv`),
    )
  }
  return (
    <DetailPage back={back}>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t('eventRegistration.title')}</h1>
          <p className="text-lg text-zinc-700 dark:text-zinc-300">{data.title}</p>
        </header>
        {data.questions.length === 0 ? (
          <p>{t('eventRegistration.noQuestions')}</p>
        ) : registered === 0 ? (
          <p>{t('eventRegistration.none')}</p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              {t('eventRegistration.counts', {
                answered: formatNumber(data.answered),
                registered: formatNumber(registered),
                going: formatNumber(data.going),
                waitlisted: formatNumber(data.waitlisted),
              })}
            </p>
            <Button variant="secondary" disabled={saving} onClick={download}>
              {t('eventRegistration.download')}
            </Button>
          </div>
        )}
        {registered > 0
          ? data.questions.map((result) => (
              <QuestionResult key={result.id} formId={null} result={result} />
            ))
          : null}
      </div>
    </DetailPage>
  )
}
