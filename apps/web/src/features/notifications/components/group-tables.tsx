import { SETTINGS_OF } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { roleLabel } from '../labels.ts'
import { globalChange, groupPlatformChange, offeredOnly } from '../preferences-api.ts'
import type { MatrixTableProps } from './category-table.tsx'
import { PreferenceTable } from './preference-table.tsx'

/**
 * Spec 3 groups: a table per club and role (an officer has a member table and an officer
 * table). A platform switch is that club's alone; On is the setting in every club. A role
 * with nothing the school can raise for it gets no table.
 */
export function GroupTables(props: MatrixTableProps) {
  const { preferences, save } = props
  const groups = preferences.groups
    .map((group) => ({
      ...group,
      settings: offeredOnly(group.settings, props.capabilities.offered[group.role]),
    }))
    .filter((group) => Object.keys(group.settings).length > 0)
  if (groups.length === 0) return null
  return (
    <section aria-labelledby="notification-clubs" className="flex flex-col gap-6">
      <div>
        <h3 id="notification-clubs" className="text-lg font-semibold">
          {t('notifications.groupsTitle')}
        </h3>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          {t('notifications.groupsHint')}
        </p>
      </div>
      {groups.map((group) => (
        <PreferenceTable
          key={`${group.groupId}:${group.role}`}
          caption={t('notifications.groupCaption', {
            club: group.name,
            role: roleLabel(group.role),
          })}
          known={SETTINGS_OF[group.role]}
          switches={group.settings}
          global={preferences.global.groups}
          capabilities={props.capabilities}
          unavailableNoteId={props.unavailableNoteId}
          globalLabel={(setting) => t('notifications.groupGlobalLabel', { setting })}
          onGlobal={(setting, on) => {
            save(globalChange('groups', setting, on ? 'enabled' : 'disabled'))
          }}
          onPlatform={(setting, platform, on) => {
            save(groupPlatformChange(group, setting, platform, on ? 'yes' : 'no'))
          }}
        />
      ))}
    </section>
  )
}
