import { AuthStatus } from '@quad/shared'
import type { LoaderFunctionArgs } from 'react-router'
import type { Audience } from '../../lib/http/audience-request.ts'
import { authStateContext } from '../../lib/session/auth-status.ts'
import { authTokensQuery } from '../../lib/session/session.ts'
import { queryClientContext } from '../../lib/query-client.ts'
import { schoolQuery } from '../../lib/school/school.ts'
import { readFirstScreen } from '../../lib/ssr/first-screen.ts'
import { eventsPageReads } from '../../features/events/index.ts'

/**
 * The events section is public in share mode (api.md): a visitor's calls go without a token
 * and the server answers only public events; a student's JWT is fetched before the page
 * renders, since every student call uses the bearer client (spec 7).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ audience: Audience }> {
  if (context.get(authStateContext).status === AuthStatus.VISITOR) return { audience: 'visitor' }
  await context.get(queryClientContext).ensureQueryData(authTokensQuery)
  return { audience: 'student' }
}

/** The events list page's loader: the audience, and its first screen's reads started. */
export async function eventsLoader(args: LoaderFunctionArgs): Promise<{ audience: Audience }> {
  const { audience } = await loader(args)
  const queryClient = args.context.get(queryClientContext)
  const school = await queryClient.ensureQueryData(schoolQuery)
  const params = new URL(args.request.url).searchParams
  await readFirstScreen(eventsPageReads(queryClient, audience, params, school.time_zone))
  return { audience }
}
