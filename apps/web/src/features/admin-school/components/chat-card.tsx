import { CHAT_GROUP_LIMIT_MAX, CHAT_GROUP_LIMIT_MIN } from '@quad/shared'
import { SwitchField } from '../../../components/switch-field.tsx'
import { t } from '../../../lib/i18n/t.ts'
import type { SchoolFormErrors, SchoolFormValues } from '../school-form.ts'
import { FormField } from './form-field.tsx'
import { SettingsCard } from './settings-card.tsx'

interface ChatCardProps {
  values: SchoolFormValues
  errors: SchoolFormErrors
  onChange: (patch: Partial<SchoolFormValues>) => void
}

/** The school-wide chat switches (issue 6 item 4) and the largest group. */
export function ChatCard({ values, errors, onChange }: ChatCardProps) {
  const chat = values.chat
  return (
    <SettingsCard id="chat" title={t('adminSchool.chatTitle')}>
      <SwitchField
        label={t('adminSchool.readReceipts')}
        description={t('adminSchool.readReceiptsHint')}
        field="chat.read_receipts"
        checked={chat.read_receipts}
        onChange={(on) => onChange({ chat: { ...chat, read_receipts: on } })}
      />
      <SwitchField
        label={t('adminSchool.typing')}
        description={t('adminSchool.typingHint')}
        field="chat.typing_indicators"
        checked={chat.typing_indicators}
        onChange={(on) => onChange({ chat: { ...chat, typing_indicators: on } })}
      />
      <FormField
        className="sm:w-56"
        type="number"
        inputMode="numeric"
        min={CHAT_GROUP_LIMIT_MIN}
        max={CHAT_GROUP_LIMIT_MAX}
        label={t('adminSchool.groupLimit')}
        field="chat.group_limit"
        value={Number.isNaN(chat.group_limit) ? '' : chat.group_limit}
        error={errors['chat.group_limit']}
        onChange={(event) =>
          onChange({ chat: { ...chat, group_limit: event.target.valueAsNumber } })
        }
      />
    </SettingsCard>
  )
}
