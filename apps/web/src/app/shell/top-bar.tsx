import type { AuthUser } from '@quad/shared'
import type { RefObject } from 'react'
import { Link, useLocation } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useSchool } from '../../lib/school/school.ts'
import { SchoolMark } from '../../components/school-mark.tsx'
import { t } from '../../lib/i18n/t.ts'
import { loginHref } from '../../lib/session/login-href.ts'
import { NotificationBell } from './notification-bell.tsx'
import { ProfileAvatar } from './profile-avatar.tsx'
import { useLiveUser } from './use-live-user.ts'
import { SearchBox } from './search-box.tsx'

interface TopBarProps {
  /** Null in public share mode (spec 4), where nobody is signed in. */
  user: AuthUser | null
  menuId: string
  menuOpen: boolean
  /** The pointer, a touch or focus reached the menu button: fetch the menu's code. */
  onMenuIntent: () => void
  toggleRef: RefObject<HTMLButtonElement | null>
  onOpenMenu: () => void
}

// On the school colour the focus ring takes the text colour, which contrasts by construction.
const control =
  'grid size-11 shrink-0 place-items-center rounded-full hover:bg-on-school/10 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-school'

/** Spec 2 "Shell" top bar; shown on every width (decision 004). */
export function TopBar({
  user: snapshot,
  menuId,
  menuOpen,
  onMenuIntent,
  toggleRef,
  onOpenMenu,
}: TopBarProps) {
  const school = useSchool()
  const user = useLiveUser(snapshot)
  const location = useLocation()
  return (
    // The school-coloured band is the school's identity in the shell, as on the sign-in page.
    <header data-testid="school-banner" className="bg-school text-on-school shadow-sm">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-3">
        <button
          ref={toggleRef}
          type="button"
          aria-label={t('shell.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          // The menu is in the page once opened (lazy-main-menu.tsx).
          aria-controls={menuOpen ? menuId : undefined}
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onTouchStart={onMenuIntent}
          onFocus={onMenuIntent}
          className={control}
        >
          <Icon name="menu" />
        </button>
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-school"
        >
          <SchoolMark logoUrl={school.logo_url} />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-xs font-semibold tracking-[0.2em] uppercase">
              {t('app.name')}
            </span>
            <span className="truncate text-base font-semibold">{school.name}</span>
          </span>
        </Link>
        <div className="ml-auto flex flex-1 items-center justify-end gap-1 sm:gap-2">
          <SearchBox uid={user?.uid ?? null} />
          {user ? <NotificationBell className={control} /> : null}
          {user ? (
            <Link
              to={`/student_profile?uid=${encodeURIComponent(user.uid)}`}
              aria-label={t('shell.yourProfile', { name: `${user.firstName} ${user.lastName}` })}
              className={control}
            >
              <ProfileAvatar user={user} />
            </Link>
          ) : (
            <Link to={loginHref(location)} className={`${control} w-auto px-4 font-semibold`}>
              {t('shell.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  )
}
