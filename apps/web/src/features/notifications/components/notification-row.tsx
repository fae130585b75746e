import type { NotificationItem } from '@quad/shared'
import { useId, useState } from 'react'
import { Icon } from '../../../components/icon.tsx'
import { t } from '../../../lib/i18n/t.ts'
import { useDeleteNotifications, useSetRead } from '../api.ts'
import { ActionError } from './action-error.tsx'
import { ActorAvatar } from './actor-avatar.tsx'
import { ItemActions } from './item-actions.tsx'
import { ItemText } from './item-text.tsx'
import { WhyExplanation } from './why-explanation.tsx'

interface NotificationRowProps {
  item: NotificationItem
  /** The student follows a link out of the panel: close it. */
  onNavigate: () => void
  /** The row is gone: focus moves to the list. */
  onDeleted: () => void
}

/** One notification: who, what, when, unread or not; its actions behind a disclosure button. */
export function NotificationRow({ item, onNavigate, onDeleted }: NotificationRowProps) {
  const [expanded, setExpanded] = useState(false)
  const [showWhy, setShowWhy] = useState(false)
  const setRead = useSetRead()
  const remove = useDeleteNotifications()
  const textId = useId()
  const actionsId = useId()
  const whyId = useId()
  const toggleId = useId()

  return (
    <li
      className={`flex gap-3 px-4 py-3 ${item.read ? '' : 'bg-sky-50 dark:bg-sky-950/50'}`}
      data-unread={!item.read}
    >
      <ActorAvatar actor={item.actor} />
      <div className="min-w-0 flex-1">
        <ItemText
          id={textId}
          item={item}
          onOpen={() => {
            if (!item.read) setRead.mutate({ ids: [item.id], read: true })
            onNavigate()
          }}
        />
        {expanded ? (
          <ItemActions
            id={actionsId}
            read={item.read}
            whyId={whyId}
            showWhy={showWhy}
            onToggleRead={() => {
              setRead.mutate({ ids: [item.id], read: !item.read })
            }}
            onToggleWhy={() => {
              setShowWhy(!showWhy)
            }}
            onDelete={() => {
              remove.mutate([item.id])
              onDeleted()
            }}
            onDismiss={() => {
              setExpanded(false)
              document.getElementById(toggleId)?.focus()
            }}
          />
        ) : null}
        {showWhy ? <WhyExplanation id={whyId} item={item} onNavigate={onNavigate} /> : null}
        <ActionError error={setRead.error ?? remove.error} />
      </div>
      <div className="flex shrink-0 flex-col items-center">
        <button
          id={toggleId}
          type="button"
          aria-label={t('notifications.actionsFor')}
          aria-describedby={textId}
          aria-expanded={expanded}
          aria-controls={expanded ? actionsId : undefined}
          onClick={() => {
            setExpanded(!expanded)
          }}
          className="grid size-11 place-items-center rounded-full text-zinc-700 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-focus dark:text-zinc-300 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
        >
          <Icon name="more" />
        </button>
        {item.read ? null : (
          <span
            aria-hidden="true"
            className="mt-1 size-2.5 rounded-full bg-red-700 dark:bg-red-400"
          />
        )}
      </div>
    </li>
  )
}
