import '../../features/calendar/messages.ts'
import { AuthStatus } from '@quad/shared'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { CalendarPage } from '../../features/calendar/index.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'

/**
 * Spec 2 /calendar. Public in share mode: a visitor's calls go without a token (the server's
 * calendar route takes visitors), a student's with the bearer client.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return { isVisitor: context.get(authStateContext).status === AuthStatus.VISITOR }
}

export function Component() {
  const { isVisitor } = useLoaderData<typeof loader>()
  return <CalendarPage isVisitor={isVisitor} />
}
