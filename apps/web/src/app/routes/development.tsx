import { AuthStatus } from '@quad/shared'
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { DevSpacePage } from '../../features/development/index.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { loginHref } from '../../lib/session/login-href.ts'

/** Spec 2 /development, the Dev space (issue 36 item 5): the signed-in student's own. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const auth = context.get(authStateContext)
  if (auth.status !== AuthStatus.LOGGED_IN) throw redirect(loginHref(new URL(request.url)))
  return { uid: auth.user.uid }
}

export function Component() {
  const { uid } = useLoaderData<typeof loader>()
  return <DevSpacePage uid={uid} />
}
