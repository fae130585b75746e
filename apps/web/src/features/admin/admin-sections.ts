import type { AuthUser, SchoolRole } from '@quad/shared'
import type { PlainMessageKey } from '../../lib/i18n/t.ts'
import { hasAnyRole } from '../../lib/session/roles.ts'

/** One page of the admin console (issue 14): its path under /admin and who it serves. */
export interface AdminSection {
  path: string
  label: PlainMessageKey
  roles: readonly SchoolRole[]
}

/**
 * The admin console's pages, in its navigation's order. A page is a child route of
 * `/admin` (`app/router.ts`, `app/routes/admin-<path>.tsx`); the server checks every call
 * it makes through the policies module, whatever this list says.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'overview', label: 'admin.overviewPage', roles: ['school_admin'] },
  { path: 'school', label: 'admin.schoolPage', roles: ['school_admin'] },
  { path: 'people', label: 'admin.peoplePage', roles: ['school_admin'] },
  { path: 'clubs', label: 'admin.clubsPage', roles: ['school_admin'] },
  { path: 'badges', label: 'admin.badgesPage', roles: ['school_admin'] },
  { path: 'rooms', label: 'admin.roomsPage', roles: ['staff', 'school_admin'] },
  { path: 'event-approvals', label: 'admin.approvalsPage', roles: ['staff', 'school_admin'] },
  { path: 'budget-requests', label: 'admin.budgetsPage', roles: ['staff', 'school_admin'] },
  { path: 'forms', label: 'admin.formsPage', roles: ['staff', 'school_admin'] },
  { path: 'attendance', label: 'admin.attendancePage', roles: ['staff', 'school_admin'] },
  { path: 'transcript', label: 'admin.transcriptPage', roles: ['staff', 'school_admin'] },
  { path: 'moderation', label: 'admin.moderationPage', roles: ['moderator', 'school_admin'] },
  { path: 'integrations', label: 'admin.integrationsPage', roles: ['school_admin'] },
  { path: 'sign-in', label: 'admin.signInPage', roles: ['school_admin'] },
]

/** The pages this user may open, in order; empty for a student without school roles. */
export function adminSectionsFor(user: Pick<AuthUser, 'roles'> | null): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => hasAnyRole(user, section.roles))
}

/** The section a path under /admin names, if any ("/admin/people/x" → people). */
export function adminSectionAt(pathname: string): AdminSection | undefined {
  const [, first, second] = pathname.split('/')
  if (first !== 'admin') return undefined
  return ADMIN_SECTIONS.find((section) => section.path === second)
}
