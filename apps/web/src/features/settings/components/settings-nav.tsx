import { NavLink } from 'react-router'
import { t } from '../../../lib/i18n/t.ts'
import { SETTINGS_PAGE_LABELS, SETTINGS_PAGES, settingsHref } from '../settings-pages.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:focus-visible:outline-white ${
    isActive
      ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900'
      : 'text-zinc-800 hover:bg-zinc-200/70 dark:text-zinc-200 dark:hover:bg-zinc-800'
  }`

/**
 * The settings sub-pages: plain links (Tab and Enter, the current one marked with
 * aria-current), rows that wrap on phones (every page in sight) and a column from lg up.
 */
export function SettingsNav() {
  return (
    <nav aria-label={t('settings.navLabel')}>
      <ul className="flex flex-wrap gap-1 lg:sticky lg:top-6 lg:flex-col">
        {SETTINGS_PAGES.map((page) => (
          <li key={page}>
            <NavLink to={settingsHref(page)} className={linkClass}>
              {t(SETTINGS_PAGE_LABELS[page])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
