import '../../features/calendar/messages.ts'
import { AuthStatus } from '@quad/shared'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { calendarPageReads, CalendarPage } from '../../features/calendar/index.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { schoolQuery } from '../../lib/school/school.ts'
import { readFirstScreen } from '../../lib/ssr/first-screen.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'

/**
 * Spec 2 /calendar. Public in share mode: a visitor's calls go without a token (the server's
 * calendar route takes visitors), a student's with the bearer client.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const isVisitor = context.get(authStateContext).status === AuthStatus.VISITOR
  const queryClient = context.get(queryClientContext)
  const school = await queryClient.ensureQueryData(schoolQuery)
  const params = new URL(request.url).searchParams
  await readFirstScreen(calendarPageReads(queryClient, isVisitor, params, school.time_zone))
  return { isVisitor }
}

export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  return <CalendarPage isVisitor={isVisitor} />
}
