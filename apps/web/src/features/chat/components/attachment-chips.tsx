import { t } from '../../../lib/i18n/t.ts'
import { Icon } from '../../../components/icon.tsx'
import { ChatIcon } from './chat-icon.tsx'
import type { Attachment } from '../use-attachments.ts'

interface AttachmentChipsProps {
  items: Attachment[]
  onRemove: (key: string) => void
}

/** The files picked for the next message, each with its upload progress or what went wrong. */
export function AttachmentChips({ items, onRemove }: AttachmentChipsProps) {
  if (items.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2 px-3 pt-2 md:px-6">
      {items.map((item) => (
        <li
          key={item.key}
          className={`flex max-w-full items-center gap-2 rounded-lg border px-2 py-1 text-sm ${item.status === 'error' ? 'border-red-700 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'}`}
        >
          <ChatIcon name="file" className="size-4" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate">{item.name}</span>
            {item.status === 'uploading' ? (
              <progress
                className="h-1.5 w-32 accent-school"
                max={1}
                value={item.progress}
                aria-label={t('chat.uploading', { name: item.name })}
              />
            ) : null}
            {item.error ? (
              <span role="alert" className="text-xs text-red-700 dark:text-red-400">
                {item.error}
              </span>
            ) : null}
          </span>
          <button
            type="button"
            aria-label={t('chat.removeFile', { name: item.name })}
            onClick={() => onRemove(item.key)}
            className="grid size-8 place-items-center rounded-full hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-focus dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
          >
            <Icon name="close" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  )
}
