import { AuthStatus } from '@quad/shared'
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { SearchPage } from '../../features/search/index.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { loginHref } from '../../lib/session/login-href.ts'

/** `/search` (issue 36 item 1): signed-in students only (the search reads with their token). */
export function loader({ context, request }: LoaderFunctionArgs) {
  const auth = context.get(authStateContext)
  if (auth.status !== AuthStatus.LOGGED_IN) throw redirect(loginHref(new URL(request.url)))
  return { uid: auth.user.uid }
}

export function Component() {
  const { uid } = useLoaderData<typeof loader>()
  return <SearchPage uid={uid} />
}
