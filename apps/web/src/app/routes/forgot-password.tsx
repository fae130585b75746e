import '../../features/accounts/messages.ts'
import { type LoaderFunctionArgs } from 'react-router'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { readySession } from '../../features/accounts/api.ts'
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form.tsx'
import { PageHeading } from '../../features/accounts/components/page-heading.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { t } from '../../lib/i18n/t.ts'
import { BackToSignIn } from '../../features/accounts/components/back-to-sign-in.tsx'

export async function loader({ context }: LoaderFunctionArgs) {
  await readySession(context.get(queryClientContext))
  return null
}

/** /forgot-password (issue 14): ask for a reset link by email. */
export function Component() {
  return (
    <CardPage banner={<SchoolBanner />}>
      <PageHeading title={t('accounts.forgotTitle')} intro={t('accounts.forgotIntro')} />
      <ForgotPasswordForm />
      <BackToSignIn />
    </CardPage>
  )
}
