import {
  NOTIFICATION_PLATFORMS,
  type EnabledDisabled,
  type NotificationCapabilities,
  type NotificationPlatform,
  type PlatformSwitches,
} from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { platformLabel, settingLabel } from '../labels.ts'
import { MatrixSwitch } from './matrix-switch.tsx'

export interface PreferenceTableProps {
  caption: string
  /** The settings in spec 3 order; any the server sends beyond them follow. */
  known: readonly string[]
  switches: Record<string, PlatformSwitches>
  /** Each setting's On (enabled/disabled) across every platform. */
  global: Record<string, EnabledDisabled>
  capabilities: NotificationCapabilities
  /** The id of the note that says why a platform's switches are off. */
  unavailableNoteId: string
  /** A setting in words, when this table words it differently from the catalogue. */
  labelOf?: (setting: string) => string
  /** The On switch's name for a setting ("Chat messages: on"). */
  globalLabel: (setting: string) => string
  onGlobal: (setting: string, on: boolean) => void
  onPlatform: (setting: string, platform: NotificationPlatform, on: boolean) => void
}

const cell = 'px-0.5 py-1 text-center'
const head =
  'px-0.5 pb-2 text-center text-xs font-semibold sm:text-sm text-zinc-800 dark:text-zinc-200'

/** Spec 3 matrix: a row per setting, a column per platform, and On. */
export function PreferenceTable(props: PreferenceTableProps) {
  const { known, switches, global, capabilities, unavailableNoteId } = props
  const held = Object.keys(switches)
  const settings = [
    ...known.filter((s) => held.includes(s)),
    ...held.filter((s) => !known.includes(s)),
  ]
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] table-fixed border-collapse text-left">
        <caption className="pb-2 text-left text-lg font-semibold">{props.caption}</caption>
        {/* Fixed platform columns, so the tables of every category line up. */}
        <colgroup>
          <col />
          {[0, ...NOTIFICATION_PLATFORMS].map((column) => (
            <col key={column} className="w-13 sm:w-24" />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-zinc-200 dark:border-zinc-700">
            <th
              scope="col"
              className="pr-2 pb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200"
            >
              {t('notifications.settingColumn')}
            </th>
            <th scope="col" className={head}>
              {t('notifications.globalColumn')}
            </th>
            {NOTIFICATION_PLATFORMS.map((platform) => (
              <th key={platform} scope="col" className={head}>
                {platformLabel(platform)}
                {capabilities[platform] ? null : <span aria-hidden="true">*</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {settings.map((setting) => {
            const label = (props.labelOf ?? settingLabel)(setting)
            const enabled = global[setting] !== 'disabled'
            return (
              <tr key={setting}>
                <th
                  scope="row"
                  className="py-1 pr-2 text-sm font-medium break-words hyphens-auto sm:text-base"
                >
                  {label}
                  {enabled ? null : (
                    <span className="block text-sm font-normal text-zinc-700 dark:text-zinc-300">
                      {t('notifications.offEverywhere')}
                    </span>
                  )}
                </th>
                <td className={cell}>
                  <MatrixSwitch
                    label={props.globalLabel(label)}
                    checked={enabled}
                    onChange={(on) => {
                      props.onGlobal(setting, on)
                    }}
                  />
                </td>
                {NOTIFICATION_PLATFORMS.map((platform) => (
                  <td key={platform} className={cell}>
                    <MatrixSwitch
                      label={t('notifications.switchLabel', {
                        setting: label,
                        platform: platformLabel(platform),
                      })}
                      checked={switches[setting]?.[platform] === 'yes'}
                      disabled={!enabled || !capabilities[platform]}
                      describedBy={capabilities[platform] ? undefined : unavailableNoteId}
                      onChange={(on) => {
                        props.onPlatform(setting, platform, on)
                      }}
                    />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
