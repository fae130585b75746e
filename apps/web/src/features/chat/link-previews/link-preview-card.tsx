import type { ChatLinkPreview, ChatMessage } from '@quad/shared'
import { t } from '../../../lib/i18n/t.ts'
import { ChatIcon } from '../components/chat-icon.tsx'
import { messagesPath } from '../messages-api.ts'
import { useBearerObjectUrl } from '../use-file-url.ts'

interface LinkPreviewCardProps {
  message: ChatMessage & { linkPreview: ChatLinkPreview }
  /** The sender's × (decision 097); absent for everyone else. */
  onRemove?: (() => void) | undefined
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * A link's preview under its message (issue 35 item 6): site, title, description and the
 * thumbnail the server made, all plain text; the whole card opens the page in a new tab.
 */
export function LinkPreviewCard({ message, onRemove }: LinkPreviewCardProps) {
  const preview = message.linkPreview
  const imagePath = `${messagesPath(message.conversationId, message.id)}/preview/image`
  const { url: image } = useBearerObjectUrl(preview.hasImage ? imagePath : null)
  const site = preview.siteName ?? hostOf(preview.url)
  const title = preview.title ?? preview.description ?? site
  return (
    <div className="relative mt-1 w-72 max-w-[85%] md:max-w-[70%]">
      <a
        href={preview.url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-16 overflow-hidden rounded-xl border border-zinc-200 bg-white text-zinc-900 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:outline-white"
      >
        {image ? (
          <img
            src={image}
            alt=""
            className="w-20 shrink-0 bg-zinc-200 object-cover dark:bg-zinc-700"
          />
        ) : null}
        <span className={`flex min-w-0 flex-col gap-0.5 py-2 pl-3 ${onRemove ? 'pr-8' : 'pr-3'}`}>
          <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{site}</span>
          <span className="line-clamp-2 text-sm font-semibold">{title}</span>
          {preview.title && preview.description ? (
            <span className="line-clamp-2 text-xs text-zinc-700 dark:text-zinc-300">
              {preview.description}
            </span>
          ) : null}
          {/* Named by what it shows (axe: the visible text is in the name), and where it opens. */}
          <span className="sr-only"> {t('common.opensInNewTab')}</span>
        </span>
      </a>
      {onRemove ? (
        <button
          type="button"
          aria-label={t('chat.removePreviewLabel')}
          onClick={onRemove}
          className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-white/90 text-zinc-700 hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-focus dark:bg-zinc-800/90 dark:text-zinc-200 dark:hover:bg-zinc-700 dark:focus-visible:outline-white"
        >
          <ChatIcon name="close" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
