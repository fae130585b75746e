import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router'
import { CardPage } from '../../components/card-page.tsx'
import { LogoutButton } from '../../features/auth/components/logout-button.tsx'
import { useSchool } from '../../features/school/api.ts'
import { SchoolBanner } from '../../features/school/components/school-banner.tsx'
import { userContext } from '../require-user.ts'

/*
 * The user comes from the guard's context as a loader snapshot, not a live query: logging
 * out clears the session cache, and this page must keep rendering until /login replaces it.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return { user: context.get(userContext) }
}

/** Home (spec 2) until the feed arrives: a greeting and a way out. */
export function Component() {
  const { user } = useLoaderData<typeof loader>()
  const school = useSchool()
  const navigate = useNavigate()

  return (
    <CardPage banner={<SchoolBanner />}>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
        Welcome, {user.firstName}
      </h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        You are signed in to {school.name} as{' '}
        <span className="font-medium text-zinc-900 dark:text-zinc-50">{user.email}</span>.
      </p>
      <p className="mt-2 mb-8 text-zinc-700 dark:text-zinc-300">
        Your campus feed will appear here.
      </p>
      <LogoutButton onLoggedOut={() => void navigate('/login', { replace: true })} />
    </CardPage>
  )
}
