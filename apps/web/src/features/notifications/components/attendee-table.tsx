import { ATTENDEE_SETTINGS } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { attendeeLabel } from '../labels.ts'
import { attendeePlatformChange, globalChange, offeredOnly } from '../preferences-api.ts'
import type { MatrixTableProps } from './category-table.tsx'
import { PreferenceTable } from './preference-table.tsx'

/**
 * Decision 035: what reaches a student as an attendee (a reminder, a cancellation, a place
 * from the waiting list) is theirs, not a club's, so every student gets this table, officer
 * or not. On is the setting's global switch, the platforms its `groups.<setting>`.
 */
export function AttendeeTable(props: MatrixTableProps) {
  const { preferences, save } = props
  const switches = offeredOnly(preferences.attendee, props.capabilities.offered.attendee)
  if (Object.keys(switches).length === 0) return null
  return (
    <div className="flex flex-col gap-1">
      <PreferenceTable
        caption={t('notifications.attendeeCaption')}
        known={ATTENDEE_SETTINGS}
        switches={switches}
        global={preferences.global.groups}
        capabilities={props.capabilities}
        unavailableNoteId={props.unavailableNoteId}
        labelOf={attendeeLabel}
        globalLabel={(setting) => t('notifications.globalLabel', { setting })}
        onGlobal={(setting, on) => {
          save(globalChange('groups', setting, on ? 'enabled' : 'disabled'))
        }}
        onPlatform={(setting, platform, on) => {
          save(attendeePlatformChange(setting, platform, on ? 'yes' : 'no'))
        }}
      />
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('notifications.attendeeHint')}</p>
    </div>
  )
}
