import '../../features/accounts/messages.ts'
import { useState } from 'react'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { readySession } from '../../features/accounts/api.ts'
import { BackToSignIn } from '../../features/accounts/components/back-to-sign-in.tsx'
import { LinkGone } from '../../features/accounts/components/link-gone.tsx'
import { PageHeading } from '../../features/accounts/components/page-heading.tsx'
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { t } from '../../lib/i18n/t.ts'
import { toast } from '../../lib/toasts/toast.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  await readySession(context.get(queryClientContext))
  return null
}

/**
 * /reset-password/{token} (issue 14): a new password; every session ends and this browser
 * is signed in afresh, then goes home. The link's validity is learnt on submit (it is
 * single-use, so the page does not spend it by looking).
 */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [gone, setGone] = useState(false)
  return (
    <CardPage banner={<SchoolBanner />}>
      {gone ? (
        <LinkGone body={t('accounts.goneReset')} askAgain="/forgot-password" />
      ) : (
        <>
          <PageHeading title={t('accounts.resetTitle')} intro={t('accounts.resetIntro')} />
          <ResetPasswordForm
            token={token}
            onReset={() => {
              toast(t('accounts.resetDone'), { type: 'Success' })
              void navigate('/', { replace: true })
            }}
            onGone={() => setGone(true)}
          />
          <BackToSignIn />
        </>
      )}
    </CardPage>
  )
}
