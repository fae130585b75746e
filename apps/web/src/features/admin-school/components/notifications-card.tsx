import { NOTIFICATION_DEFAULT_KEYS, type PlatformSwitches } from '@quad/shared'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import type { SchoolFormValues } from '../school-form.ts'
import { SettingsCard } from './settings-card.tsx'

interface NotificationsCardProps {
  values: SchoolFormValues
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** The platforms a school sets defaults for: mobile push does not exist yet (issue 7). */
const PLATFORMS = ['in_app', 'email'] as const
const OFF: PlatformSwitches = { in_app: 'no', mobile: 'no', email: 'no' }

/**
 * `groups.officer.newMember` → its setting name and the row's group heading, in the
 * notifications section's words (its catalogue is registered by the route). The keys are
 * built from spec 3's lists, which that catalogue names one by one.
 */
function partsOf(key: string): { group: PlainMessageKey; setting: PlainMessageKey } {
  const parts = key.split('.')
  const setting = `notifications.setting.${parts.at(-1) ?? ''}` as PlainMessageKey
  const group = (
    parts[0] === 'groups'
      ? `notifications.role.${parts[1] ?? ''}`
      : `notifications.category.${parts[0] ?? ''}`
  ) as PlainMessageKey
  return { group, setting }
}

/** Notification defaults: a compact table, one row per spec 3 key, in-app and email. */
export function NotificationsCard({ values, onChange }: NotificationsCardProps) {
  const defaults = values.notification_defaults
  const toggle = (key: string, platform: (typeof PLATFORMS)[number], on: boolean) => {
    const current = defaults[key as keyof typeof defaults] ?? OFF
    onChange({
      notification_defaults: { ...defaults, [key]: { ...current, [platform]: on ? 'yes' : 'no' } },
    })
  }
  return (
    <SettingsCard
      id="notifications"
      title={t('adminSchool.notificationsTitle')}
      description={t('adminSchool.notificationsBody')}
    >
      <SwitchField
        label={t('adminSchool.notifyByEmail')}
        description={t('adminSchool.notifyByEmailHint')}
        field="notify_by_email"
        checked={values.notify_by_email}
        onChange={(on) => onChange({ notify_by_email: on })}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-zinc-200 text-zinc-800 dark:border-zinc-700 dark:text-zinc-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('adminSchool.notificationSetting')}
              </th>
              <th scope="col" className="w-20 py-2 text-center font-semibold">
                {t('adminSchool.inApp')}
              </th>
              <th scope="col" className="w-20 py-2 text-center font-semibold">
                {t('adminSchool.email')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_DEFAULT_KEYS.map((key) => {
              const { group, setting } = partsOf(key)
              const switches = defaults[key as keyof typeof defaults] ?? OFF
              const name = `${t(setting)} (${t(group)})`
              return (
                <tr key={key} className="border-b border-zinc-100 dark:border-zinc-800">
                  <th
                    scope="row"
                    className="py-1 pr-3 font-normal text-zinc-900 dark:text-zinc-100"
                  >
                    {name}
                  </th>
                  {PLATFORMS.map((platform) => (
                    <td key={platform} className="text-center">
                      <label className="inline-grid size-11 cursor-pointer place-items-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-school"
                          aria-label={t('adminSchool.switchFor', {
                            platform:
                              platform === 'email'
                                ? t('adminSchool.email')
                                : t('adminSchool.inApp'),
                            setting: name,
                          })}
                          checked={switches[platform] === 'yes'}
                          onChange={(event) => toggle(key, platform, event.target.checked)}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </SettingsCard>
  )
}
