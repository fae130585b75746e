import '../../features/transcript/messages.ts'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { AdminPageHeader } from '../../features/admin/components/admin-page-header.tsx'
import { ReviewQueue } from '../../features/transcript/components/review-queue.tsx'
import { TermLists } from '../../features/transcript/components/term-lists.tsx'
import { t } from '../../lib/i18n/t.ts'
import { hasAnyRole } from '../../lib/session/roles.ts'
import { userContext } from '../require-user.ts'
import { loader as bearerLoader } from './clubs-route.ts'

// The calls use the bearer client: the JWT is fetched before the page renders. Staff
// review; the school's admins also define the categories and outcomes.
export async function loader(args: LoaderFunctionArgs) {
  await bearerLoader(args)
  return { configures: hasAnyRole(args.context.get(userContext), ['school_admin']) }
}

/** /admin/transcript (issue 36 item 2): the review queue, and the school's terms. */
export function Component() {
  const { configures } = useLoaderData<typeof loader>()
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={t('admin.transcriptPage')} intro={t('transcript.adminIntro')} />
      <ReviewQueue />
      {configures ? <TermLists /> : null}
    </div>
  )
}
