import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { t } from '../i18n/t.ts'
import { userContext } from '../require-user.ts'
import { ProfileAvatar } from '../shell/profile-avatar.tsx'

export function loader({ context }: LoaderFunctionArgs) {
  return { user: context.get(userContext) }
}

/**
 * Spec 2 /embed/profile/{uid} and /embed/profile: the profile for a host page's frame,
 * without the shell; no uid means the signed-in user. The full card comes with the
 * profile issue; until then the frame shows who it is about and what will be here.
 */
export function Component() {
  const { user } = useLoaderData<typeof loader>()
  const { uid } = useParams()
  const isOwn = uid === undefined || uid === user.uid

  return (
    <main className="min-h-dvh bg-zinc-50 p-4 text-zinc-900 sm:p-6 dark:bg-zinc-950 dark:text-zinc-50">
      <article className="mx-auto max-w-md overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800">
        <div aria-hidden="true" className="h-24 bg-school" />
        <div className="-mt-12 flex flex-col items-center px-6 pb-8 text-center">
          {isOwn ? (
            <ProfileAvatar user={user} className="size-24 text-2xl" />
          ) : (
            <span className="grid size-24 place-items-center rounded-full bg-zinc-100 text-zinc-600 ring-4 ring-white dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-900">
              <Icon name="user" className="size-12" />
            </span>
          )}
          <h1 className="mt-4 text-2xl font-semibold tracking-tight">
            {isOwn ? `${user.firstName} ${user.lastName}` : t('profile.title')}
          </h1>
          <p className="mt-2 text-zinc-700 dark:text-zinc-300">
            {isOwn ? t('profile.embedBody') : t('profile.bodyFor', { uid: uid ?? '' })}
          </p>
        </div>
      </article>
    </main>
  )
}
