import type { ChatPreferences } from '@quad/shared'
import { useQuery } from '@tanstack/react-query'
import { t } from '../../../lib/i18n/t.ts'
import { chatSettingsQuery, useUpdateChatSettings } from '../api.ts'
import { ChatDialog } from './chat-dialog.tsx'
import { SwitchField } from '../../../components/switch-field.tsx'
import { RetryAlert } from './retry-alert.tsx'

/** The student's read-receipt and typing switches; what the school turned off is said, not offered. */
export function ChatSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useQuery({ ...chatSettingsQuery, enabled: open })
  const update = useUpdateChatSettings()
  const change = (preferences: Partial<ChatPreferences>) => {
    update.mutate(preferences)
  }
  return (
    <ChatDialog open={open} title={t('chat.settings')} onClose={onClose}>
      {settings.isPending ? <p role="status">{t('chat.loadingSettings')}</p> : null}
      {settings.isError ? (
        <RetryAlert message={t('chat.settingsError')} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <div className="flex flex-col gap-4">
          <SwitchField
            field="readReceipts"
            label={t('chat.readReceipts')}
            description={
              settings.data.school.readReceipts ? t('chat.readReceiptsHelp') : t('chat.schoolOff')
            }
            checked={settings.data.preferences.readReceipts && settings.data.school.readReceipts}
            disabled={!settings.data.school.readReceipts || update.isPending}
            onChange={(readReceipts) => change({ readReceipts })}
          />
          <SwitchField
            field="typingIndicators"
            label={t('chat.typingIndicators')}
            description={
              settings.data.school.typingIndicators ? t('chat.typingHelp') : t('chat.schoolOff')
            }
            checked={
              settings.data.preferences.typingIndicators && settings.data.school.typingIndicators
            }
            disabled={!settings.data.school.typingIndicators || update.isPending}
            onChange={(typingIndicators) => change({ typingIndicators })}
          />
          {update.isError ? (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {t('chat.actionFailed', { reason: update.error.message })}
            </p>
          ) : null}
        </div>
      ) : null}
    </ChatDialog>
  )
}
