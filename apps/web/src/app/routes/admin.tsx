import '../../features/admin/messages.ts'
import { Outlet, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router'
import { ButtonLink } from '../../components/button-link.tsx'
import { AdminFrame } from '../../features/admin/components/admin-frame.tsx'
import { adminSectionAt, adminSectionsFor } from '../../features/admin/admin-sections.ts'
import { t } from '../../lib/i18n/t.ts'
import { useSchool } from '../../lib/school/school.ts'
import { userContext } from '../require-user.ts'

/** /admin opens the first page this user may use; its pages are child routes. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const sections = adminSectionsFor(context.get(userContext))
  const url = new URL(request.url)
  const first = sections[0]
  if (first && url.pathname.replace(/\/+$/, '') === '/admin') {
    throw redirect(`/admin/${first.path}`)
  }
  return { sections }
}

/**
 * Issue 14's admin console: school admins see every page, moderators the moderation
 * queue; anyone else, or a page not theirs, is told so (the server refuses the calls
 * anyway, with a 403 naming who may).
 */
export function Component() {
  const { sections } = useLoaderData<typeof loader>()
  const school = useSchool()
  const open = adminSectionAt(useLocation().pathname)
  const allowed = open ? sections.some((section) => section.path === open.path) : true
  if (sections.length === 0 || !allowed) {
    return (
      <div className="mx-auto max-w-xl px-6 py-14 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">
          {t('admin.notAllowedTitle')}
        </h1>
        <p className="mt-3 text-lg text-zinc-700 dark:text-zinc-300">{t('admin.notAllowedBody')}</p>
        <ButtonLink to="/" className="mt-8">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    )
  }
  return (
    <AdminFrame schoolName={school.name} sections={sections}>
      <Outlet />
    </AdminFrame>
  )
}
