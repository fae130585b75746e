import '../../features/accounts/messages.ts'
import { useEffect, useRef } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { ButtonLink } from '../../components/button-link.tsx'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { isGoneLink, readySession, useVerifyEmail } from '../../features/accounts/api.ts'
import { LinkGone } from '../../features/accounts/components/link-gone.tsx'
import { PageHeading } from '../../features/accounts/components/page-heading.tsx'
import { failureMessage } from '../../features/accounts/failure.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { t } from '../../lib/i18n/t.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  await readySession(context.get(queryClientContext))
  return null
}

/** /verify-email/{token} (issue 14): opening the link is the confirmation. */
export function Component() {
  const { token = '' } = useParams()
  const verify = useVerifyEmail()
  const sent = useRef(false)
  useEffect(() => {
    // Once per page: the link is single-use (a second send would say it is used).
    if (sent.current) return
    sent.current = true
    verify.mutate(token)
  }, [token, verify])
  let body
  if (verify.isError && isGoneLink(verify.error)) {
    body = <LinkGone body={t('accounts.goneEmail')} />
  } else if (verify.isSuccess) {
    body = (
      <>
        <PageHeading
          title={t('accounts.verifiedTitle')}
          intro={t('accounts.verified', { email: verify.data.email })}
        />
        <ButtonLink to="/">{t('accounts.continue')}</ButtonLink>
      </>
    )
  } else {
    body = (
      <>
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('accounts.verifyPageTitle')}
        </h1>
        <p role="status" className="mt-1 text-zinc-700 dark:text-zinc-300">
          {verify.isError ? failureMessage(verify.error) : t('accounts.verifying')}
        </p>
      </>
    )
  }
  return <CardPage banner={<SchoolBanner />}>{body}</CardPage>
}
