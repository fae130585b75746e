import type { ReactNode } from 'react'
import { t } from '../../../lib/i18n/t.ts'
import { Button } from '../../../components/button.tsx'

interface ListMessageProps {
  title: string
  body?: string
  children?: ReactNode
}

/** An empty, loading or error state: what happened, and what to do next. */
export function ListMessage({ title, body, children }: ListMessageProps) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="status">
      <p className="font-semibold">{title}</p>
      {body ? <p className="max-w-sm text-sm text-zinc-700 dark:text-zinc-300">{body}</p> : null}
      {children}
    </div>
  )
}

/**
 * A list's loading or failed state (with Try again), or null once it has data: the chat
 * pane's lists (conversations, club channels, mentions) say these the same way.
 */
export function listPending(
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> },
  words: { loading: string; error: string },
): ReactNode {
  if (query.isPending) return <ListMessage title={words.loading} />
  if (!query.isError) return null
  return (
    <ListMessage title={t('chat.listErrorTitle')} body={words.error}>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('chat.retry')}
      </Button>
    </ListMessage>
  )
}
