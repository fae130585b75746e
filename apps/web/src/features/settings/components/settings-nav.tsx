import { t, type PlainMessageKey } from '../../../app/i18n/t.ts'

/** The page's sections, in order; each id is a section's anchor. */
export const SETTINGS_SECTIONS: readonly { id: string; label: PlainMessageKey }[] = [
  { id: 'preview', label: 'settings.previewSection' },
  { id: 'photo', label: 'settings.photoTitle' },
  { id: 'about', label: 'settings.aboutTitle' },
  { id: 'work', label: 'settings.workTitle' },
  { id: 'interests', label: 'settings.interestsTitle' },
  { id: 'contact', label: 'settings.contactTitle' },
  { id: 'privacy', label: 'settings.privacyTitle' },
  { id: 'notifications', label: 'notifications.settingsTitle' },
  { id: 'blocked', label: 'connections.blockedTitle' },
]

/**
 * The left section nav from lg up. Scrolls and moves focus to the section's heading
 * without adding history entries, so Back still leaves the page (and the unsaved guard
 * only ever sees real navigation).
 */
export function SettingsNav() {
  return (
    <nav aria-label={t('settings.navLabel')} className="hidden lg:block">
      <ul className="sticky top-6 flex flex-col gap-1">
        {SETTINGS_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                const section = document.getElementById(id)
                if (!section) return
                event.preventDefault()
                section.scrollIntoView({ block: 'start' })
                section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
              }}
              className="flex min-h-11 items-center rounded-lg px-3 font-medium text-zinc-800 hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:text-zinc-200 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
