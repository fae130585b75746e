import type { ReactNode } from 'react'
import { t, type PlainMessageKey } from '../../../lib/i18n/t.ts'
import type { FormatState } from '../rich-text.ts'
import { toolButtonClass } from './form-styles.ts'

export type ToolbarAction = 'bold' | 'italic' | 'link' | 'list'

interface BioToolbarProps {
  state: FormatState
  controls: string
  onAction: (action: ToolbarAction) => void
}

const ICONS: Record<ToolbarAction, ReactNode> = {
  bold: <span className="text-lg font-bold">B</span>,
  italic: <span className="font-serif text-lg italic">I</span>,
  link: (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
    </svg>
  ),
  list: (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeLinecap="round" />
    </svg>
  ),
}

const BUTTONS: { action: ToolbarAction; label: PlainMessageKey; shortcut?: string }[] = [
  { action: 'bold', label: 'settings.bold', shortcut: 'Control+B' },
  { action: 'italic', label: 'settings.italic', shortcut: 'Control+I' },
  { action: 'link', label: 'settings.link', shortcut: 'Control+K' },
  { action: 'list', label: 'settings.bulletList' },
]

/** Bold, italic, link, list; each shows whether the selection already has it (aria-pressed). */
export function BioToolbar({ state, controls, onAction }: BioToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label={t('settings.bioToolbar')}
      aria-controls={controls}
      className="flex gap-1 border-b border-zinc-300 p-1 dark:border-zinc-700"
    >
      {BUTTONS.map(({ action, label: key, shortcut }) => {
        const label = t(key)
        return (
          <button
            key={action}
            type="button"
            aria-label={label}
            title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
            aria-keyshortcuts={shortcut}
            aria-pressed={state[action]}
            // Keep the selection in the editor: the command applies to it.
            onMouseDown={(event) => {
              event.preventDefault()
            }}
            onClick={() => {
              onAction(action)
            }}
            className={toolButtonClass}
          >
            <span aria-hidden="true">{ICONS[action]}</span>
          </button>
        )
      })}
    </div>
  )
}
