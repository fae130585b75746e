import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'

interface ItemActionsProps {
  id: string
  read: boolean
  whyId: string
  showWhy: boolean
  onToggleRead: () => void
  onToggleWhy: () => void
  onDelete: () => void
  /** Escape: fold the actions away, focus back on their button. */
  onDismiss: () => void
}

function ActionButton(props: {
  onClick: () => void
  children: ReactNode
  expanded?: boolean
  controls?: string
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      className="min-h-11 rounded-lg border border-zinc-400 bg-white px-3 text-sm font-semibold text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-zinc-500 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
    >
      {props.children}
    </button>
  )
}

/** Mark read or unread, "Why did I get this?", Delete. */
export function ItemActions(props: ItemActionsProps) {
  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('notifications.actions')}
      className="mt-2 flex flex-wrap gap-2"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Escape folds the actions only, not the whole panel around them.
        event.preventDefault()
        event.stopPropagation()
        props.onDismiss()
      }}
    >
      <ActionButton onClick={props.onToggleRead}>
        {props.read ? t('notifications.markUnread') : t('notifications.markRead')}
      </ActionButton>
      <ActionButton
        onClick={props.onToggleWhy}
        expanded={props.showWhy}
        controls={props.showWhy ? props.whyId : undefined}
      >
        {t('notifications.why')}
      </ActionButton>
      <ActionButton onClick={props.onDelete}>{t('notifications.delete')}</ActionButton>
    </div>
  )
}
