import { NAV_BAR_MAX, NAV_KEYS, type NavKey, type SectionKey } from '@quad/shared'
import { Button } from '../../../components/button.tsx'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import { moved } from '../../../lib/list-order.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { OrderButtons } from '../../../components/order-buttons.tsx'
import { SettingsCard } from './settings-card.tsx'

/** Each destination by the name the bars give it, and the section that can turn it off. */
const DESTINATIONS: Record<NavKey, { name: PlainMessageKey; section?: SectionKey }> = {
  home: { name: 'nav.home' },
  events: { name: 'nav.events', section: 'events' },
  calendar: { name: 'nav.calendar', section: 'calendar' },
  clubs: { name: 'nav.clubs', section: 'clubs' },
  directory: { name: 'nav.directory', section: 'directory' },
  chat: { name: 'nav.chat', section: 'chat' },
}

interface NavBarCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/**
 * Issue 30 bug 5: the school puts the bars' destinations in order, up to four (the bottom
 * menu's slots beside More); the shared schema checks the list on both sides.
 */
export function NavBarCard({ values, errors, onChange }: NavBarCardProps) {
  const chosen = values.nav_bar
  const set = (nav_bar: NavKey[]) => onChange({ nav_bar })
  const left = NAV_KEYS.filter((key) => !chosen.includes(key))
  const full = chosen.length >= NAV_BAR_MAX
  return (
    <SettingsCard
      id="nav_bar"
      title={t('adminSchool.navTitle')}
      description={t('adminSchool.navBody')}
    >
      {errors.nav_bar ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">{errors.nav_bar}</p>
      ) : null}
      <ol aria-label={t('adminSchool.navTitle')} className="flex flex-col gap-2">
        {chosen.map((key, index) => {
          const { name: label, section } = DESTINATIONS[key]
          const name = t(label)
          const off = section !== undefined && !values.sections[section]
          return (
            <li
              key={key}
              className="flex items-center gap-3 rounded-xl py-1 pr-1 pl-4 ring-1 ring-zinc-200 dark:ring-zinc-700"
            >
              <span className="w-6 font-semibold text-zinc-700 tabular-nums dark:text-zinc-300">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{name}</span>
                {off ? (
                  <span className="block text-sm text-zinc-700 dark:text-zinc-300">
                    {t('adminSchool.navOff')}
                  </span>
                ) : null}
              </span>
              <OrderButtons
                index={index}
                count={chosen.length}
                labels={{
                  up: t('adminSchool.navUp', { name }),
                  down: t('adminSchool.navDown', { name }),
                  remove: t('adminSchool.navRemove', { name }),
                }}
                onMove={(step) => set(moved(chosen, index, step))}
                onRemove={() => set(chosen.filter((other) => other !== key))}
              />
            </li>
          )
        })}
      </ol>
      {left.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {left.map((key) => (
            <Button
              key={key}
              variant="secondary"
              disabled={full}
              onClick={() => set([...chosen, key])}
            >
              {t('adminSchool.navAdd', { name: t(DESTINATIONS[key].name) })}
            </Button>
          ))}
        </div>
      ) : null}
      {full && left.length > 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('adminSchool.navFull')}</p>
      ) : null}
    </SettingsCard>
  )
}
