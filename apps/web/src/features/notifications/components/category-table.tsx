import {
  SETTINGS_OF,
  type NotificationCapabilities,
  type NotificationPreferences,
} from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { categoryLabel } from '../labels.ts'
import {
  globalChange,
  offeredOnly,
  platformChange,
  type MatrixCategory,
  type PreferenceChange,
} from '../preferences-api.ts'
import { PreferenceTable } from './preference-table.tsx'

export interface MatrixTableProps {
  preferences: NotificationPreferences
  capabilities: NotificationCapabilities
  unavailableNoteId: string
  save: (change: PreferenceChange) => void
}

/**
 * The general or academic part of the matrix: one table, saved a switch at a time; none
 * when nothing at the school can raise any of its settings.
 */
export function CategoryTable({
  category,
  ...props
}: MatrixTableProps & { category: MatrixCategory }) {
  const { preferences, save } = props
  const switches = offeredOnly(preferences[category], props.capabilities.offered[category])
  if (Object.keys(switches).length === 0) return null
  return (
    <PreferenceTable
      caption={t('notifications.matrixCaption', { category: categoryLabel(category) })}
      known={SETTINGS_OF[category]}
      switches={switches}
      global={preferences.global[category]}
      capabilities={props.capabilities}
      unavailableNoteId={props.unavailableNoteId}
      globalLabel={(setting) => t('notifications.globalLabel', { setting })}
      onGlobal={(setting, on) => {
        save(globalChange(category, setting, on ? 'enabled' : 'disabled'))
      }}
      onPlatform={(setting, platform, on) => {
        save(platformChange(category, setting, platform, on ? 'yes' : 'no'))
      }}
    />
  )
}
