import '../../features/accounts/messages.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { CardPage } from '../../components/card-page.tsx'
import { SchoolBanner } from '../../components/school-banner.tsx'
import { invitationQuery, isGoneLink, readySession } from '../../features/accounts/api.ts'
import { InvitationForm } from '../../features/accounts/components/invitation-form.tsx'
import { LinkGone } from '../../features/accounts/components/link-gone.tsx'
import { PageHeading } from '../../features/accounts/components/page-heading.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { t } from '../../lib/i18n/t.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  await readySession(context.get(queryClientContext))
  return null
}

/** /invitation/{token} (issue 14): set up an invited account, then the first-run welcome. */
export function Component() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [gone, setGone] = useState(false)
  const invitation = useQuery(invitationQuery(token))
  let body
  if (gone || (invitation.isError && isGoneLink(invitation.error))) {
    body = <LinkGone body={t('accounts.goneInvitation')} />
  } else if (!invitation.data) {
    body = (
      <p role="status" className="text-zinc-700 dark:text-zinc-300">
        {invitation.isError ? t('accounts.failed', { reason: '' }) : t('accounts.loadingLink')}
      </p>
    )
  } else {
    body = (
      <>
        <PageHeading
          title={t('accounts.invitationTitle', { school: invitation.data.schoolName })}
          intro={t('accounts.invitationIntro', { email: invitation.data.email })}
        />
        <InvitationForm
          token={token}
          invitation={invitation.data}
          onAccepted={() => {
            queryClient.removeQueries({ queryKey: ['accounts', 'invitation'] })
            void navigate('/welcome', { replace: true })
          }}
          onGone={() => setGone(true)}
        />
      </>
    )
  }
  return <CardPage banner={<SchoolBanner />}>{body}</CardPage>
}
