import type { ReactNode } from 'react'
import { t, type PlainMessageKey } from '../../lib/i18n/t.ts'
import type { FormatState } from './rich-text.ts'

export type ToolbarAction = 'bold' | 'italic' | 'link' | 'list'

interface RichTextToolbarProps {
  /** What the toolbar formats ("Bio formatting"). */
  label: string
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

/** An icon-sized button that still meets the 44 px touch target. */
const toolButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg text-zinc-900 hover:bg-zinc-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:bg-zinc-900 aria-pressed:text-white dark:text-zinc-50 dark:hover:bg-zinc-800 ' +
  'dark:focus-visible:outline-white dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900'

const BUTTONS: { action: ToolbarAction; label: PlainMessageKey; shortcut?: string }[] = [
  { action: 'bold', label: 'richText.bold', shortcut: 'Control+B' },
  { action: 'italic', label: 'richText.italic', shortcut: 'Control+I' },
  { action: 'link', label: 'richText.link', shortcut: 'Control+K' },
  { action: 'list', label: 'richText.bulletList' },
]

/** Bold, italic, link, list; each shows whether the selection already has it (aria-pressed). */
export function RichTextToolbar({
  label: toolbarLabel,
  state,
  controls,
  onAction,
}: RichTextToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label={toolbarLabel}
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
