import type { LoaderFunctionArgs } from 'react-router'
import { EduPage } from '../../features/lms/components/edu-page.tsx'
import { queryClientContext } from '../../lib/query-client.ts'
import { authTokensQuery } from '../../lib/session/session.ts'

/** The academic calls use the bearer client (spec 7), which needs the session's JWT first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return null
}

/** Spec 2 /edu, the educational section (issue 17): the student's LMS, read through Quad. */
export function Component() {
  return <EduPage />
}
